import { expressionBuilder, sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { BusinessQuery } from '@app/contract/admin/schemas';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { businessInBook } from './book-repository.ts';
import { contains } from '../../db/contains.ts';
import { findPage, sortedBy } from '../../db/paging.ts';
import type { SortSql } from '../../db/paging.ts';
import type { SortColumn } from '@app/contract/admin/sorting';
import { addDays } from '../../notify/reminders.ts';

/**
 * The back office's business list (with the dashboard's conditions, which its counts share) and
 * the people behind a business; `db` may be a transaction.
 */

/** A cancelled or declined business owes nothing and has no cooling-off to watch. */
export const SETTLED = ['cancelled', 'declined'];

/**
 * Pending payment records dated within [from, to] (either end may be open), as `pp`: the one
 * query the dashboard's payment conditions and the calendar's payment entries both read, so a
 * figure and the calendar never disagree on what is pending.
 */
export function pendingPayments(from: string | null, to: string | null) {
  let rows = expressionBuilder<Database>()
    .selectFrom('payment_records as pp')
    .where('pp.status', '=', 'pending');
  if (from !== null) rows = rows.where('pp.payment_date', '>=', from);
  if (to !== null) rows = rows.where('pp.payment_date', '<=', to);
  return rows;
}

/** Business `b` has a pending payment record dated within [from, to]. */
function pendingDated(from: string | null, to: string | null) {
  return expressionBuilder<Database>().exists(
    pendingPayments(from, to)
      .select(sql<number>`1`.as('one'))
      .where('pp.business_id', '=', sql.ref<string>('b.id')),
  );
}

/**
 * The dashboard's conditions on a business `b` on `today` (the list's `due`, `overdue` and
 * `coolingOff` filters and the dashboard's counts share them, so a figure's link lists its rows).
 */
export const dashboardCondition = {
  due: (today: string, days: number) => pendingDated(today, addDays(today, days)),
  overdue: (today: string) => pendingDated(null, addDays(today, -1)),
  coolingOff: (today: string) =>
    sql<SqlBool>`(b.cooling_off_expiry >= ${today} and b.cooling_off_expiry <= ${addDays(today, 7)})`,
};

/** The dashboard's filters the query asks for, as conditions. */
function dashboardFilters(query: BusinessQuery, today: string): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (query.due) out.push(dashboardCondition.due(today, Number(query.due)));
  if (query.overdue) out.push(dashboardCondition.overdue(today));
  if (query.coolingOff) out.push(dashboardCondition.coolingOff(today));
  return out;
}

/** Who asks: an agent's book (null: everything) and their staff id for `assignee=me`. */
export interface ListCaller {
  bookOf: string | null;
  me: string | null;
}

/** The list's filters as SQL; an agent only sees their book. */
function matching(db: Db, query: BusinessQuery, caller: ListCaller, today: string) {
  let rows = db
    .selectFrom('businesses as b')
    .innerJoin('members as o', 'o.id', 'b.owner_id')
    .leftJoin('staff as st', 'st.id', 'b.assignee_id');
  // ADMIN_TOKEN is nobody, so nothing is theirs: '' matches no assignee.
  if (query.assignee === 'me') rows = rows.where('b.assignee_id', '=', caller.me ?? '');
  if (query.status) rows = rows.where('b.status', '=', query.status);
  const filters = dashboardFilters(query, today);
  if (filters.length > 0) rows = rows.where('b.status', 'not in', SETTLED);
  for (const filter of filters) rows = rows.where(filter);
  const q = query.q;
  if (q) {
    // Any member of the business counts (owner and filler), not only the owner shown.
    rows = rows.where((eb) =>
      eb.or([
        contains(sql.ref('b.order_no'), q),
        contains(sql.ref('b.policy_no'), q),
        // The insurer by its code or its name in either language.
        contains(sql.ref('b.insurer'), q),
        eb.exists(
          eb
            .selectFrom('insurers as qi')
            .select(sql<number>`1`.as('one'))
            .whereRef('qi.code', '=', 'b.insurer')
            .where((inner) =>
              inner.or([contains(sql.ref('qi.name_zh'), q), contains(sql.ref('qi.name_en'), q)]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('business_members as qm')
            .innerJoin('members as qp', 'qp.id', 'qm.member_id')
            .select(sql<number>`1`.as('one'))
            .whereRef('qm.business_id', '=', 'b.id')
            .where((inner) =>
              inner.or([contains(sql.ref('qp.name'), q), contains(sql.ref('qp.email'), q)]),
            ),
        ),
      ]),
    );
  }
  const bookOf = caller.bookOf;
  if (bookOf !== null) rows = rows.where(businessInBook(bookOf, sql.ref('b.id')));
  return rows;
}

const sortSql: SortSql<SortColumn<'businesses'>> = {
  updatedAt: 'b.updated_at',
  orderNo: 'b.order_no',
  policyNo: 'b.policy_no',
  status: 'b.status',
  productType: 'b.product_type',
  insurer: 'b.insurer',
  productName: 'b.product_name',
  memberName: 'o.name',
};

/** One page of businesses, most recently changed first unless asked otherwise, and the count. */
export async function pageBusinesses(
  db: Db,
  query: BusinessQuery,
  caller: ListCaller,
  today: string,
) {
  const found = matching(db, query, caller, today);
  return findPage(
    sortedBy(
      found.select([
        'b.id',
        'b.order_no',
        'b.policy_no',
        'b.status',
        'b.product_type',
        'b.insurer',
        'b.product_name',
        'b.updated_at',
        'b.remarks',
        'o.name as member_name',
        'o.email as member_email',
        'b.assignee_id',
        'st.name as assignee_name',
      ]),
      sortSql,
      query,
    )
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id', 'desc'),
    found,
    query,
  );
}

/** Who may see a business, with their names: owner first, then by e-mail. */
export async function peopleOf(db: Db, businessId: string) {
  return db
    .selectFrom('business_members as bm')
    .innerJoin('members as m', 'm.id', 'bm.member_id')
    .innerJoin('businesses as b', 'b.id', 'bm.business_id')
    .select(['m.id', 'm.name', 'm.email'])
    .where('bm.business_id', '=', businessId)
    .orderBy(sql`case when m.id = b.owner_id then 0 else 1 end`)
    .orderBy('m.email')
    .execute();
}

/** The link token of the reservation a business came from, if any. */
export async function reservationTokenOf(db: Db, reservationId: string | null) {
  if (reservationId === null) return null;
  const row = await db
    .selectFrom('appointments')
    .select('token')
    .where('id', '=', reservationId)
    .executeTakeFirst();
  return row?.token ?? null;
}
