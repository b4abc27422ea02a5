import type { Staff, StaffRole } from '@app/contract/calls/staff';
import type { Selectable } from 'kysely';
import type { SortColumn, Sorting } from '@app/contract/admin/sorting';
import { findPage, sortedBy } from '../db/paging.ts';
import type { Paging, SortSql } from '../db/paging.ts';
import type { Db } from '../db/database.ts';
import type { StaffTable } from '../db/schema.ts';

export type StaffRow = Selectable<StaffTable>;

export const toStaff = (row: StaffRow): Staff => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
});

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Db, id: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member of staff whose book a member joins when registering with this invite code. */
export function findActiveStaffByInviteCode(db: Db, code: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('invite_code', '=', code)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStaff(
  db: Db,
  row: Omit<StaffRow, 'disabled_at' | 'updated_at'>,
): Promise<StaffRow> {
  const values = { ...row, disabled_at: null, updated_at: row.created_at };
  await db.insertInto('staff').values(values).execute();
  return values;
}

export async function updateStaff(
  db: Db,
  id: string,
  changes: Partial<Pick<StaffRow, 'role' | 'disabled_at' | 'password_hash' | 'name'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

const sortSql: SortSql<SortColumn<'staff'>> = {
  createdAt: 'created_at',
  name: 'name',
  email: 'email',
  role: 'role',
};

/** A page of the accounts, oldest first unless asked otherwise. */
export function pageStaff(db: Db, filter: Sorting & Paging) {
  const query = db.selectFrom('staff').selectAll();
  return findPage(
    sortedBy(query, sortSql, filter).orderBy('created_at', 'asc').orderBy('id'),
    query,
    filter,
  );
}

export async function countStaff(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
