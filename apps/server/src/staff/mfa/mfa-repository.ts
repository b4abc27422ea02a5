import type { Db } from '../../db/database.ts';
import type { StaffMfaTable } from '../../db/schema.ts';

/** SQL of the staff second factor: the TOTP row, recovery codes and passkeys of one account. */
export function findMfaRow(db: Db, staffId: string) {
  return db.selectFrom('staff_mfa').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
}

/** Writes the named columns of the account's row, making the row when it has none. */
export async function upsertMfaRow(
  db: Db,
  staffId: string,
  values: Partial<Omit<StaffMfaTable, 'staff_id' | 'updated_at'>>,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('staff_mfa')
    .values({
      staff_id: staffId,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      webauthn_challenge: null,
      webauthn_challenge_expires_at: null,
      ...values,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/**
 * Records the time step of an accepted code, unless this step or a later one was recorded first:
 * of two requests with one code, one wins.
 */
export async function claimTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_mfa')
    .set({ totp_last_step: step })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the waiting WebAuthn challenge, once: a second answer to it finds none. */
export async function takeChallenge(
  db: Db,
  staffId: string,
  now = Date.now(),
): Promise<string | undefined> {
  const row = await findMfaRow(db, staffId);
  const challenge = row?.webauthn_challenge;
  if (!challenge) return undefined;
  const taken = await db
    .updateTable('staff_mfa')
    .set({ webauthn_challenge: null, webauthn_challenge_expires_at: null })
    .where('staff_id', '=', staffId)
    .where('webauthn_challenge', '=', challenge)
    .executeTakeFirst();
  const live = Number(row.webauthn_challenge_expires_at ?? 0) > now;
  return Number(taken.numUpdatedRows) === 1 && live ? challenge : undefined;
}

export function listPasskeys(db: Db, staffId: string) {
  return db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy('created_at')
    .execute();
}

export function countUnusedRecoveryCodes(db: Db, staffId: string) {
  return db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** Every factor of the account gone (an admin's reset, or the last one removed). */
export async function deleteAllFactors(db: Db, staffId: string): Promise<void> {
  await db.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db.deleteFrom('staff_mfa').where('staff_id', '=', staffId).execute();
}
