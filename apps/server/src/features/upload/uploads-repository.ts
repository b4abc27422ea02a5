import type { Db } from '../../db/database.ts';
import type { ReservationsTable, UploadsTable } from '../../db/schema.ts';

/**
 * SQL of uploads. The reservation rows are read here too, not through the appointment feature:
 * features do not import each other, and an upload needs only who may write into which link.
 * The claim that binds the filler is the section save's, shared in db/reservation-access.ts.
 */
export type LinkRow = Pick<
  ReservationsTable,
  | 'id'
  | 'status'
  | 'creator_id'
  | 'filler_id'
  | 'business_id'
  | 'review_sections'
  | 'review_uploads'
  | 'reviewed_at'
>;
export type UploadRow = UploadsTable;

export async function findLink(db: Db, token: string): Promise<LinkRow | undefined> {
  return db
    .selectFrom('appointments')
    .select([
      'id',
      'status',
      'creator_id',
      'filler_id',
      'business_id',
      'review_sections',
      'review_uploads',
      'reviewed_at',
    ])
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertUpload(db: Db, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/**
 * An upload, only if this member is a party to its reservation (creator or filler), or, for a
 * file of no reservation (a remittance slip), its owner. Anyone else gets nothing, exactly as for
 * an id that does not exist.
 */
export async function findUploadFor(
  db: Db,
  id: string,
  memberId: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .leftJoin('appointments', 'appointments.id', 'uploads.appointment_id')
    .selectAll('uploads')
    .where('uploads.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('appointments.creator_id', '=', memberId),
        eb('appointments.filler_id', '=', memberId),
        eb.and([eb('uploads.appointment_id', 'is', null), eb('uploads.member_id', '=', memberId)]),
      ]),
    )
    .executeTakeFirst();
}
