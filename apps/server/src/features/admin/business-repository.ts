import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BusinessesTable } from '../../db/schema.ts';
import { newId } from '../../sessions/tokens.ts';

/** The back office's SQL on businesses; `db` may be a transaction. */
export type BusinessRecord = Selectable<BusinessesTable>;

export async function findBusiness(db: Db, id: string): Promise<BusinessRecord | undefined> {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
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

export async function insertBusiness(
  db: Db,
  row: Insertable<BusinessesTable>,
  memberIds: readonly string[],
  firstStatus: { note: string },
): Promise<void> {
  await db.insertInto('businesses').values(row).execute();
  await db
    .insertInto('business_members')
    .values(
      memberIds.map((member_id) => ({
        business_id: row.id,
        member_id,
        created_at: row.created_at,
      })),
    )
    .execute();
  await db
    .insertInto('status_changes')
    .values({
      id: newId(),
      business_id: row.id,
      from_status: null,
      to_status: row.status,
      note: firstStatus.note,
      at: row.created_at,
    })
    .execute();
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
