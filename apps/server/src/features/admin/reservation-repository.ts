import { sql } from 'kysely';
import type { Expression, Insertable, SqlBool } from 'kysely';
import { addDays } from '../../notify/reminders.ts';
import type { ReservationQuery } from '@app/contract/admin/schemas';
import type { Db } from '../../db/database.ts';
import type { ReservationsTable } from '../../db/schema.ts';
import { reservationInBook } from './book-repository.ts';
import { contains } from '../../db/contains.ts';
import { DAY_MS, dayStart } from './search-sql.ts';
import { findPage, sortedBy } from '../../db/paging.ts';
import type { SortSql } from '../../db/paging.ts';
import type { SortColumn } from '@app/contract/admin/sorting';

/** The back office's SQL on reservations and the members behind them; `db` may be a transaction. */

/** Reservations joined with their creator, filler and business, for filters and summaries. */
function reservationsJoined(db: Db) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('members as c', 'c.id', 'a.creator_id')
    .leftJoin('members as f', 'f.id', 'a.filler_id')
    .leftJoin('businesses as b', 'b.id', 'a.business_id')
    .leftJoin('staff as st', 'st.id', 'a.assignee_id');
}

const reservationColumns = [
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
  'c.name as creator_name',
  'f.email as filler_email',
  'f.name as filler_name',
  'b.order_no',
  'a.assignee_id',
  'st.name as assignee_name',
] as const;

function reservationsWithPeople(db: Db) {
  return reservationsJoined(db).select(reservationColumns);
}

export type ReservationSummaryRow = Awaited<
  ReturnType<ReturnType<typeof reservationsWithPeople>['execute']>
>[number];

/** Who asks: an agent's book, their own id for `assignee=me`, and today in REMINDER_TIME_ZONE. */
interface ListCaller {
  bookOf: string | null;
  me: string | null;
  today: string;
}

/**
 * The list's filters as SQL, on the joined reservations; an agent only sees their book. `me`: the
 * caller's staff id for `assignee=me` (ADMIN_TOKEN is nobody, so nothing is theirs: '' matches none).
 */
function matching(db: Db, query: ReservationQuery, { bookOf, me, today }: ListCaller) {
  let rows = reservationsJoined(db);
  if (query.idExpiring) rows = rows.where(idDocumentExpiring(today, Number(query.idExpiring)));
  if (query.assignee === 'me') rows = rows.where('a.assignee_id', '=', me ?? '');
  if (query.status) rows = rows.where('a.status', '=', query.status);
  if (query.review) rows = rows.where('a.review_status', '=', query.review);
  if (query.productType) rows = rows.where('a.product_type', '=', query.productType);
  // Submitted reservations count from their submission, open ones from their creation.
  const when = sql<number>`coalesce(a.submitted_at, a.created_at)`;
  if (query.from) rows = rows.where(when, '>=', dayStart(query.from));
  if (query.to) rows = rows.where(when, '<', dayStart(query.to) + DAY_MS);
  const q = query.q;
  if (q) {
    rows = rows.where((eb) =>
      eb.or(
        ['c.name', 'c.email', 'f.name', 'f.email', 'a.invited_email', 'b.order_no'].map((column) =>
          contains(sql.ref(column), q),
        ),
      ),
    );
  }
  if (bookOf !== null) rows = rows.where(reservationInBook(bookOf, sql.ref('a.id')));
  return rows;
}

/**
 * A submitted (or later) reservation holding an ID document that expires from `today` to `days`
 * ahead, both included: the dashboard's "documents expiring" and the list its figure opens.
 * A draft's dates are not yet given to the intermediary, so it is not counted.
 */
export function idDocumentExpiring(today: string, days: number): Expression<SqlBool> {
  const last = addDays(today, days);
  return sql<SqlBool>`a.status <> 'open' and exists (
    select 1 from appointment_sections ids
    where ids.appointment_id = a.id and ids.id_expiry >= ${today} and ids.id_expiry <= ${last})`;
}

const sortSql: SortSql<SortColumn<'reservations'>> = {
  createdAt: 'a.created_at',
  submittedAt: 'a.submitted_at',
  status: 'a.status',
  review: 'a.review_status',
  productType: 'a.product_type',
  orderNo: 'b.order_no',
  memberName: sql`coalesce(f.name, c.name)`,
};

/** One page of reservations, newest first unless asked otherwise, with how many match in all. */
export async function pageReservations(
  db: Db,
  query: ReservationQuery,
  caller: ListCaller,
): Promise<{ rows: ReservationSummaryRow[]; total: number }> {
  const found = matching(db, query, caller);
  return findPage(
    sortedBy(found.select(reservationColumns), sortSql, query)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc'),
    found,
    query,
  );
}

/** Reservations the member created or filled in, newest first, as the queue summarises them. */
export function reservationsOfMember(db: Db, memberId: string): Promise<ReservationSummaryRow[]> {
  return reservationsWithPeople(db)
    .where((eb) => eb.or([eb('a.creator_id', '=', memberId), eb('a.filler_id', '=', memberId)]))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export async function findReservationSummary(db: Db, token: string) {
  return reservationsWithPeople(db).where('a.token', '=', token).executeTakeFirst();
}

export async function uploadsOf(db: Db, reservationId: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'kind', 'original_name', 'mime', 'size', 'created_at'])
    .where('appointment_id', '=', reservationId)
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
export async function findReservationOwners(db: Db, token: string) {
  return db
    .selectFrom('appointments')
    .select(['id', 'creator_id', 'filler_id', 'business_id', 'product_type'])
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertReservation(db: Db, row: Insertable<ReservationsTable>): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}
