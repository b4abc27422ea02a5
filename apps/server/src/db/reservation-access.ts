import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { ReservationsTable } from './schema.ts';

/**
 * Who may write into a reservation, and when, as SQL and as a rule. Shared because two features
 * write into one: section saves and submits (appointment) and file uploads (upload), and features
 * do not import each other.
 */

/** What a claim may change besides the filler binding: a submit closes the reservation with it. */
export type ClaimChanges = Partial<
  Pick<
    ReservationsTable,
    | 'status'
    | 'submitted_at'
    | 'review_status'
    | 'review_note'
    | 'review_sections'
    | 'review_uploads'
    | 'reviewed_at'
    | 'reviewed_by'
  >
>;

/** The state a write was judged on; the claim takes the row only if it is still in it. */
export type JudgedState = Pick<ReservationsTable, 'status' | 'reviewed_at'>;

const OPEN: JudgedState = { status: 'open', reviewed_at: null };

/**
 * Takes the reservation for a write by this member. Open: unbound, or theirs; the first writer
 * other than the creator becomes the filler (the creator's own writes bind no one, so an agent who
 * starts filling in can still hand the link on). Changes requested: only its parties (its
 * business's members are fixed), and only while the request judged is still the one in force
 * (reviewed_at), so a new request from the back office meanwhile makes the write lose. One
 * conditional UPDATE, so two first writers racing cannot both win, and on PostgreSQL the row stays
 * locked until the transaction ends. Answers false when no row was taken.
 */
export async function claimReservation(
  db: Db,
  id: string,
  memberId: string,
  now: number,
  changes: ClaimChanges = {},
  judged: JudgedState = OPEN,
): Promise<boolean> {
  let query = db
    .updateTable('appointments')
    .set({
      ...changes,
      filler_id: sql<string>`case when filler_id is null and creator_id <> ${memberId} then ${memberId} else filler_id end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', judged.status);
  if (judged.status === 'open') {
    query = query.where((eb) =>
      eb.or([
        eb('filler_id', 'is', null),
        eb('filler_id', '=', memberId),
        eb('creator_id', '=', memberId),
      ]),
    );
  } else {
    query = query
      .where((eb) => eb.or([eb('filler_id', '=', memberId), eb('creator_id', '=', memberId)]))
      .where('reviewed_at', '=', judged.reviewed_at ?? -1);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sections and upload kinds a change request reopened (stored as JSON text lists). */
export interface Reopened {
  sections: string[];
  uploads: string[];
}

const list = (text: string | null): string[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

export function reopenedOf(
  row: Pick<ReservationsTable, 'status' | 'review_sections' | 'review_uploads'>,
): Reopened | null {
  if (row.status !== 'changesRequested') return null;
  return { sections: list(row.review_sections), uploads: list(row.review_uploads) };
}

/**
 * Whether a changes-requested reservation takes this write. The upload section reopened means
 * every file in it; a reopened file kind lets its file be replaced and the upload section be
 * saved to point at it (which kinds that save may change is the appointment feature's check).
 */
export function isReopened(
  reopened: Reopened,
  target: { section: string } | { uploadKind: string },
): boolean {
  if ('section' in target) {
    return (
      reopened.sections.includes(target.section) ||
      (target.section === 'upload' && reopened.uploads.length > 0)
    );
  }
  return reopened.sections.includes('upload') || reopened.uploads.includes(target.uploadKind);
}
