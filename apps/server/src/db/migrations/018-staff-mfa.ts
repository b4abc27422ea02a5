import type { Kysely } from 'kysely';

/**
 * Staff second factor (DESIGN.md "Staff second factor"): one TOTP secret per member of staff
 * (encrypted under DATA_KEY, with the last time step used so a code works once), their single-use
 * recovery codes (hashed), their passkeys, and the one WebAuthn challenge waiting for an answer.
 * The mfa_token of a login half done is a row of staff_tokens (kinds 'mfa' and 'mfa-setup').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_mfa')
    .addColumn('staff_id', 'text', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    // Encrypted (enc:v1:…); set by totp/setup, enabled by totp/enable.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'bigint')
    // The RFC 6238 time step of the last code accepted: that code and older ones are refused.
    .addColumn('totp_last_step', 'bigint')
    // The challenge of the passkey ceremony under way (base64url) and when it lapses.
    .addColumn('webauthn_challenge', 'text')
    .addColumn('webauthn_challenge_expires_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_staff')
    .on('staff_recovery_codes')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_passkeys')
    // The credential id (base64url), unique across every authenticator.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    // JSON array of transports the authenticator named, or null.
    .addColumn('transports', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_passkeys_staff')
    .on('staff_passkeys')
    .column('staff_id')
    .execute();
}
