import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StaffNotesTable } from '../../db/schema.ts';

/** Staff's internal notes (migration 022); only the back office's notes service reads them. */

export function notesOf(db: Db, objectType: string, objectId: string) {
  return db
    .selectFrom('staff_notes')
    .select(['id', 'author_id', 'author_name', 'text', 'created_at'])
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** When the object's newest note was written, if it has one. */
export async function lastNoteAt(db: Db, objectType: string, objectId: string) {
  const row = await db
    .selectFrom('staff_notes')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
}

export async function insertNote(db: Db, row: Insertable<StaffNotesTable>): Promise<void> {
  await db.insertInto('staff_notes').values(row).execute();
}

/** A reservation's id from its link token (the console names reservations by token). */
export async function reservationIdOf(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.id;
}

export async function exists(db: Db, table: 'members' | 'businesses', id: string) {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
