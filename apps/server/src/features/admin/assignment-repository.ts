import type { Db } from '../../db/database.ts';

/** The staff a reservation or business can be assigned to, and the assignment's SQL. */

/** Active staff who work the book (auditors write nothing), by name. */
export function assignableStaff(db: Db, onlyId: string | null) {
  let rows = db
    .selectFrom('staff')
    .select(['id', 'name', 'role'])
    .where('disabled_at', 'is', null)
    .where('role', '!=', 'auditor');
  if (onlyId !== null) rows = rows.where('id', '=', onlyId);
  return rows.orderBy('name').orderBy('id').execute();
}

export function findAssignee(db: Db, id: string) {
  return db
    .selectFrom('staff')
    .select(['id', 'name', 'role', 'disabled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The names of the staff with these ids (an assignment's before and after, for the log). */
export async function staffNameOf(db: Db, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('staff').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

export async function setReservationAssignee(
  db: Db,
  reservationId: string,
  assigneeId: string | null,
): Promise<void> {
  await db
    .updateTable('appointments')
    .set({ assignee_id: assigneeId })
    .where('id', '=', reservationId)
    .execute();
}
