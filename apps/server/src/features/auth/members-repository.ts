import type { Member } from '@app/contract/calls/account';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema.ts';

export type MemberRow = Selectable<MembersTable>;

/**
 * Rows never reach the client: the password hash and timestamps stay here. The staff owner goes
 * out as emplid (SPEC §7: the client sends it back as a public parameter), only when there is one.
 */
export function toMember(
  row: Pick<MemberRow, 'id' | 'name' | 'mobile' | 'email' | 'staff_id'>,
): Member {
  const { id, name, mobile, email, staff_id: staffId } = row;
  return { id, name, mobile, email, ...(staffId ? { emplid: staffId } : {}) };
}

/** E-mails are stored lowercase (the contract lowercases them), so equality is enough. */
export async function findByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * The language of the member's e-mail follows the app's (docs/decisions.md D30): written only when
 * it differs from the row the caller already read, so an unchanged language costs no query.
 */
export async function keepLanguage(
  db: Db,
  row: Pick<MemberRow, 'id' | 'language'>,
  lang: string,
): Promise<void> {
  if (row.language === lang) return;
  await db.updateTable('members').set({ language: lang }).where('id', '=', row.id).execute();
}

export async function findById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insert(db: Db, row: Insertable<MembersTable>): Promise<void> {
  await db.insertInto('members').values(row).execute();
}

/** Inserts unless the e-mail exists; answers whether a row was written (idempotent seeding). */
export async function insertIfAbsent(db: Db, row: Insertable<MembersTable>): Promise<boolean> {
  const result = await db
    .insertInto('members')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updatePassword(
  db: Db,
  id: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Puts a member in a staff member's book. */
export async function setStaffOwner(db: Db, memberId: string, staffId: string): Promise<void> {
  await db.updateTable('members').set({ staff_id: staffId }).where('id', '=', memberId).execute();
}
