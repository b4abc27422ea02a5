import type { Insertable } from 'kysely';
import type { Db } from './database.ts';
import type { BusinessesTable } from './schema.ts';
import { newId } from '../sessions/tokens.ts';

/**
 * The one place a business comes into being. Shared because a submitted reservation
 * (appointment), the back office (admin) and the demo book (business) all create businesses,
 * and features do not import each other.
 */

/** One step of a business's status history. */
export interface StatusStep {
  to: string;
  note: string;
  at: number;
}

export interface NewBusiness {
  row: Insertable<BusinessesTable>;
  /** Who may see it: owner, filler. The same member counts once. */
  memberIds: readonly string[];
  /** Its history, oldest first, each step from the one before; the first from no status. */
  history: readonly StatusStep[];
}

/** Records a change of status; `from` is null for a business's first status. */
export async function addStatusChange(
  db: Db,
  change: { businessId: string; from: string | null; to: string; note: string; at: number },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('status_changes')
    .values({
      id,
      business_id: change.businessId,
      from_status: change.from,
      to_status: change.to,
      note: change.note,
      at: change.at,
    })
    .execute();
  return id;
}

/**
 * A step of a business's history that keeps its status (a reservation resubmitted after the back
 * office asked for changes): from and to are the status it has. Strictly after the previous
 * step, so the history's order never depends on the clock.
 */
export async function addHistoryNote(
  db: Db,
  change: { businessId: string; note: string; now: number },
): Promise<void> {
  const business = await db
    .selectFrom('businesses')
    .select('status')
    .where('id', '=', change.businessId)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('status_changes')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('business_id', '=', change.businessId)
    .executeTakeFirst();
  const at = Math.max(change.now, Number(last?.at ?? 0) + 1);
  const { businessId, note } = change;
  await addStatusChange(db, { businessId, from: business.status, to: business.status, note, at });
  await db
    .updateTable('businesses')
    .set({ updated_at: change.now })
    .where('id', '=', businessId)
    .execute();
}

async function writeBusiness(db: Db, { row, memberIds, history }: NewBusiness): Promise<void> {
  await db.insertInto('businesses').values(row).execute();
  await db
    .insertInto('business_members')
    .values(
      [...new Set(memberIds)].map((memberId) => ({
        business_id: row.id,
        member_id: memberId,
        created_at: row.created_at,
      })),
    )
    .execute();
  let from: string | null = null;
  for (const step of history) {
    await addStatusChange(db, { businessId: row.id, from, ...step });
    from = step.to;
  }
  // A reservation's business is found from the reservation too.
  if (row.appointment_id) {
    await db
      .updateTable('appointments')
      .set({ business_id: row.id, updated_at: row.created_at })
      .where('id', '=', row.appointment_id)
      .execute();
  }
}

/**
 * Creates a business with its members and status history, and links the reservation it came
 * from. `db` may be the caller's transaction; otherwise the rows are written in one of their own.
 */
export async function createBusiness(db: Db, business: NewBusiness): Promise<void> {
  if (db.isTransaction) return writeBusiness(db, business);
  await db.transaction().execute((trx) => writeBusiness(trx, business));
}
