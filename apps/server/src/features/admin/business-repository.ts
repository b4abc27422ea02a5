import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BusinessesTable } from '../../db/schema.ts';

/** The back office's SQL on businesses; `db` may be a transaction. */
/** A business's row with the name of the member of staff who looks after it. */
export type BusinessRecord = Selectable<BusinessesTable> & { assignee_name: string | null };

export async function findBusiness(db: Db, id: string): Promise<BusinessRecord | undefined> {
  return db
    .selectFrom('businesses as b')
    .leftJoin('staff as st', 'st.id', 'b.assignee_id')
    .selectAll('b')
    .select('st.name as assignee_name')
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Whether the business exists, for writes that hang a record (payment, document) on it. */
export async function businessExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function orderNoTaken(db: Db, orderNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the given columns of a business; the caller has checked that it exists. */
export async function updateBusinessRow(
  db: Db,
  id: string,
  set: Updateable<BusinessesTable>,
): Promise<void> {
  await db.updateTable('businesses').set(set).where('id', '=', id).execute();
}

/**
 * Compare-and-set instead of a row lock, which SQLite lacks: answers false when a concurrent
 * change moved the business away from `from` first.
 */
export async function moveStatus(
  db: Db,
  id: string,
  change: { from: string; to: string; now: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('businesses')
    .set({ status: change.to, updated_at: change.now })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function lastChangeAt(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('status_changes')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return Number(row?.at ?? 0);
}

export async function membersOf(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('business_members as bm')
    .innerJoin('members as m', 'm.id', 'bm.member_id')
    .select('m.email')
    .where('bm.business_id', '=', businessId)
    .orderBy('m.email')
    .execute();
  return rows.map((row) => row.email);
}
