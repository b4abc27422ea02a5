import { dataKeysOf } from '../../crypto/data-key.ts';
import { sealSection } from '../../crypto/sensitive-fields.ts';
import type { Db } from '../../db/database.ts';
import { claimReservation } from '../../db/reservation-access.ts';
import type { ReservationsTable, UploadsTable } from '../../db/schema.ts';

/** SQL of reservations, their sections and the uploads they list. `db` may be a transaction. */
export type ReservationRow = ReservationsTable;
export type UploadRow = Pick<
  UploadsTable,
  'id' | 'kind' | 'original_name' | 'size' | 'mime' | 'created_at'
>;

export async function insertReservation(db: Db, row: ReservationRow): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

export async function findReservationByToken(
  db: Db,
  token: string,
): Promise<ReservationRow | undefined> {
  return db.selectFrom('appointments').selectAll().where('token', '=', token).executeTakeFirst();
}

/**
 * Open -> submitted, only once: a second submit (retry, double tap) updates no row. Submitting is
 * a write too, so it claims the reservation as a section save does: a member other than the
 * creator submitting an unbound reservation becomes its filler, and so one of the business's members.
 * A submitted reservation waits for the back office's review.
 */
export async function markSubmitted(
  db: Db,
  id: string,
  memberId: string,
  now: number,
): Promise<boolean> {
  return claimReservation(db, id, memberId, now, {
    status: 'submitted',
    submitted_at: now,
    review_status: 'pending',
  });
}

/**
 * Changes requested -> submitted again, only from the request that was judged (a retry, or a new
 * request meanwhile, updates no row). The request is cleared and the review waits again; the
 * first submission's time stays, as the business's order dates from it.
 */
export async function markResubmitted(
  db: Db,
  row: ReservationRow,
  memberId: string,
  now: number,
): Promise<boolean> {
  const cleared = {
    status: 'submitted',
    review_status: 'pending',
    review_note: null,
    review_sections: null,
    review_uploads: null,
    reviewed_at: null,
    reviewed_by: null,
  } as const;
  return claimReservation(db, row.id, memberId, now, cleared, row);
}

/** The identity block's document expiry, as the contract checked it, for the dashboard's count. */
function idExpiryOf(plain: string): string | null {
  const { idExpiry } = JSON.parse(plain) as { idExpiry?: unknown };
  return typeof idExpiry === 'string' && idExpiry !== '' ? idExpiry : null;
}

export async function upsertSection(
  db: Db,
  reservationId: string,
  section: string,
  plain: string,
  now: number,
): Promise<void> {
  // The sensitive numbers (ID, card, account, tax) are stored encrypted.
  const data = sealSection(dataKeysOf(db), plain);
  const values = { data, completed: 1, updated_at: now, id_expiry: idExpiryOf(plain) };
  await db
    .insertInto('appointment_sections')
    .values({ appointment_id: reservationId, section, ...values })
    .onConflict((oc) => oc.columns(['appointment_id', 'section']).doUpdateSet(values))
    .execute();
}

export async function listUploads(db: Db, reservationId: string): Promise<UploadRow[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'kind', 'original_name', 'size', 'mime', 'created_at'])
    .where('appointment_id', '=', reservationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The kind of each of these ids that is an upload of this reservation. */
export async function uploadKindsOf(
  db: Db,
  reservationId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'kind'])
    .where('appointment_id', '=', reservationId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/**
 * getbanklist's codes. An empty table (reference data not seeded yet) gives undefined, meaning
 * "any well-formed code": refusing every bank would make every bank section unsavable.
 */
export async function bankCodes(db: Db): Promise<string[] | undefined> {
  const rows = await db.selectFrom('banks').select('code').execute();
  return rows.length > 0 ? rows.map((row) => row.code) : undefined;
}
