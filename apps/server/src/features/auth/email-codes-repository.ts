import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailCodesTable } from '../../db/schema.ts';

export type EmailCodeRow = Selectable<EmailCodesTable>;
export type CodePurpose = 'register' | 'forget' | 'login';
/** A row is a mailed code (purpose) or the proof token user/checkEmailCode gave for one. */
export type CodeRowPurpose = CodePurpose | `${CodePurpose}Proof`;

export async function insert(db: Db, row: EmailCodeRow): Promise<void> {
  await db.insertInto('email_codes').values(row).execute();
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.deleteFrom('email_codes').where('id', '=', id).execute();
}

/** Only the newest unused code of an address and purpose counts; older ones were superseded. */
export async function findLatestUnused(
  db: Db,
  email: string,
  purpose: CodeRowPurpose,
): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Removes every other code of the address and purpose once a new one has been mailed, and
 * codes that expired long ago, so the table holds about one row per address.
 */
export async function removeOthers(
  db: Db,
  keepId: string,
  email: string,
  purpose: CodePurpose,
  expiredBefore: number,
): Promise<void> {
  await db
    .deleteFrom('email_codes')
    .where((eb) =>
      eb.or([
        eb.and([eb('email', '=', email), eb('purpose', '=', purpose), eb('id', '!=', keepId)]),
        eb('expires_at', '<', expiredBefore),
      ]),
    )
    .execute();
}

/**
 * Counts a wrong guess, atomically and only while the code still accepts guesses, so parallel
 * guesses cannot exceed the limit between a read and a write.
 */
/** Counts a wrong guess at a code; `kill` uses up all its tries at once (an attacked address). */
export async function addFailedAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
  kill = false,
): Promise<void> {
  await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: kill ? maxAttempts : eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .execute();
}

/**
 * Marks a code used; answers false when another request used it first, which keeps a code
 * single-use even when two requests present it at the same moment.
 */
export async function markUsed(
  db: Db,
  id: string,
  now: number,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the life of every code of an address at `now`, as if their ten minutes had passed. */
export async function expireAllOf(db: Db, email: string, now = Date.now()): Promise<void> {
  await db.updateTable('email_codes').set({ expires_at: now }).where('email', '=', email).execute();
}
