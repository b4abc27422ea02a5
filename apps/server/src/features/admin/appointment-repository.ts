import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AppointmentsTable, ReviewStatus } from '../../db/schema.ts';

/** The back office's SQL on reservations and the members behind them; `db` may be a transaction. */

function appointmentsWithPeople(db: Db) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('members as c', 'c.id', 'a.creator_id')
    .leftJoin('members as f', 'f.id', 'a.filler_id')
    .select([
      'a.id',
      'a.token',
      'a.product_type',
      'a.status',
      'a.business_id',
      'a.invited_email',
      'a.created_at',
      'a.submitted_at',
      'a.review_status',
      'a.review_note',
      'a.review_sections',
      'a.review_uploads',
      'a.reviewed_at',
      'a.reviewed_by',
      'c.email as creator_email',
      'f.email as filler_email',
    ]);
}

export type AppointmentSummaryRow = Awaited<
  ReturnType<ReturnType<typeof appointmentsWithPeople>['execute']>
>[number];

export interface AppointmentQuery {
  status?: string | undefined;
  review?: ReviewStatus | undefined;
  page: number;
  size: number;
}

/** One page of reservations, newest first, with how many match in all. */
export async function pageAppointments(
  db: Db,
  query: AppointmentQuery,
): Promise<{ rows: AppointmentSummaryRow[]; total: number }> {
  let rows = appointmentsWithPeople(db);
  let count = db.selectFrom('appointments');
  if (query.status) {
    rows = rows.where('a.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  if (query.review) {
    rows = rows.where('a.review_status', '=', query.review);
    count = count.where('review_status', '=', query.review);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    count.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}

export async function findAppointmentSummary(db: Db, token: string) {
  return appointmentsWithPeople(db).where('a.token', '=', token).executeTakeFirst();
}

export async function sectionsOf(db: Db, appointmentId: string) {
  return db
    .selectFrom('appointment_sections')
    .select(['section', 'data', 'completed'])
    .where('appointment_id', '=', appointmentId)
    .execute();
}

export async function uploadsOf(db: Db, appointmentId: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'kind', 'original_name', 'mime', 'size', 'created_at'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('created_at')
    .execute();
}

export async function findUploadFile(db: Db, id: string) {
  return db
    .selectFrom('uploads')
    .select(['original_name', 'mime', 'storage_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a new business needs of the reservation it comes from. */
export async function findAppointmentOwners(db: Db, token: string) {
  return db
    .selectFrom('appointments')
    .select(['id', 'creator_id', 'filler_id', 'business_id', 'product_type'])
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertAppointment(db: Db, row: Insertable<AppointmentsTable>): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

export async function findMemberId(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}
