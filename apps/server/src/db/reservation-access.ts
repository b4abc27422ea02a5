import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Who may write into a reservation, as SQL. Shared because two features write into one: section
 * saves and submits (appointment) and file uploads (upload), and features do not import each other.
 */

/** What a claim may change besides the filler binding: a submit closes the reservation with it. */
export interface ClaimChanges {
  status?: 'submitted';
  submitted_at?: number;
}

/**
 * Takes the reservation for a write by this member: still open, and either unbound or theirs.
 * The first writer other than the creator becomes the filler (the creator's own writes bind no
 * one, so an agent who starts filling in can still hand the link on). One conditional UPDATE, so
 * two first writers racing cannot both win, and on PostgreSQL the row stays locked until the
 * transaction ends. Answers false when no row was taken.
 */
export async function claimReservation(
  db: Db,
  id: string,
  memberId: string,
  now: number,
  changes: ClaimChanges = {},
): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({
      ...changes,
      filler_id: sql<string>`case when filler_id is null and creator_id <> ${memberId} then ${memberId} else filler_id end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('filler_id', 'is', null),
        eb('filler_id', '=', memberId),
        eb('creator_id', '=', memberId),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
