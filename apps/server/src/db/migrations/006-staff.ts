import type { Kysely } from 'kysely';

/**
 * The handheld site (DESIGN.md): staff accounts, their logins (a bearer token and a rotating
 * refresh token per login), the audit log, the server's kept keys, and each member's staff owner
 * (the agent whose invite code they registered with).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // Null until an invited member of staff sets it.
    .addColumn('password_hash', 'text')
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per login: refresh rotation stays inside it, and reuse of a spent token ends it.
  await db.schema
    .createTable('staff_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('staff_logins_staff').on('staff_logins').column('staff_id').execute();

  // Bearer, refresh and invitation tokens, stored as their SHA-256 only.
  await db.schema
    .createTable('staff_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('login_id', 'text', (c) => c.references('staff_logins.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_tokens_login').on('staff_tokens').column('login_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  // Keys made once and shared by every instance (the handheld site's RSA key).
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('members')
    .addColumn('staff_id', 'text', (c) => c.references('staff.id'))
    .execute();
  await db.schema.createIndex('members_staff').on('members').column('staff_id').execute();
  // Links a member of staff created for a member's e-mail belong to that staff member's book.
  await db.schema
    .alterTable('appointments')
    .addColumn('staff_id', 'text', (c) => c.references('staff.id'))
    .execute();
}
