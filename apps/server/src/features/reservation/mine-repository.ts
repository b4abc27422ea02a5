import type { Db } from '../../db/database.ts';

/** SQL of the member's own list of reservations (policyholder/AppointList, DeleteAppoint). */

const mine = (db: Db, memberId: string) =>
  db
    .selectFrom('appointments')
    .where((eb) => eb.or([eb('creator_id', '=', memberId), eb('filler_id', '=', memberId)]));

/** One page of the reservations the member started or filled in, newest first. */
export async function pageMine(db: Db, memberId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    mine(db, memberId)
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    mine(db, memberId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The saved sections of these reservations as progress needs them: when each was saved and, for
 * the upload section only, its JSON of upload ids (which holds no encrypted number).
 */
export async function progressRows(db: Db, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return { sections: [], uploads: [] };
  const [sections, uploads] = await Promise.all([
    db
      .selectFrom('appointment_sections')
      .select(['appointment_id', 'section', 'completed', 'updated_at'])
      .select((eb) =>
        eb.case().when('section', '=', 'upload').then(eb.ref('data')).else('{}').end().as('data'),
      )
      .where('appointment_id', 'in', reservationIds)
      .execute(),
    db
      .selectFrom('uploads')
      .select(['id', 'appointment_id', 'kind', 'created_at'])
      .where('appointment_id', 'in', reservationIds)
      .execute(),
  ]);
  return { sections, uploads };
}

/**
 * Removes an open reservation never submitted, its sections and its uploads' rows, in the
 * caller's transaction. The reservation is taken first, only while it is still such a draft (on
 * PostgreSQL its row stays locked, so a save or a submit meanwhile waits and then finds nothing);
 * answers the stored files to remove after the commit, or null when it was no longer a draft.
 */
export async function removeDraft(db: Db, id: string): Promise<string[] | null> {
  const taken = await db
    .updateTable('appointments')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('submitted_at', 'is', null)
    .where('business_id', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  const uploads = await db
    .selectFrom('uploads')
    .select('storage_name')
    .where('appointment_id', '=', id)
    .execute();
  await db.deleteFrom('uploads').where('appointment_id', '=', id).execute();
  await db.deleteFrom('appointment_sections').where('appointment_id', '=', id).execute();
  await db.deleteFrom('appointments').where('id', '=', id).execute();
  return uploads.map((row) => row.storage_name);
}

/** The member's name as the audit log records an actor. */
export async function memberName(db: Db, memberId: string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('name')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.name ?? '';
}
