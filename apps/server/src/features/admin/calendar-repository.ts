import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { businessInBook } from './book-repository.ts';
import { SETTLED, pendingPayments } from './business-list-repository.ts';

/**
 * The calendar's SQL: each query reads businesses `b` with their owner's name, never a cancelled
 * or declined one (it owes nothing, as the dashboard rules, D78), an agent's book only.
 */
function businessesIn(db: Db, bookOf: string | null) {
  let rows = db
    .selectFrom('businesses as b')
    .leftJoin('members as m', 'm.id', 'b.owner_id')
    .where('b.status', 'not in', SETTLED);
  if (bookOf !== null) rows = rows.where(businessInBook(bookOf, sql.ref('b.id')));
  return rows;
}

const business = ['b.id', 'b.order_no', 'b.policy_no', 'm.name as member_name'] as const;

/**
 * Pending payment records dated from..to (both included): what is due on each day, read through
 * the dashboard's own query, so the calendar and the figures agree.
 */
export function paymentsDue(db: Db, from: string, to: string, bookOf: string | null) {
  return businessesIn(db, bookOf)
    .innerJoin(pendingPayments(from, to).selectAll().as('pr'), 'pr.business_id', 'b.id')
    .select([...business, 'pr.payment_date', 'pr.amount', 'pr.currency'])
    .execute();
}

/** Businesses whose cooling-off period ends from..to. */
export function coolingOffEnding(db: Db, from: string, to: string, bookOf: string | null) {
  return businessesIn(db, bookOf)
    .select([...business, 'b.cooling_off_expiry'])
    .where('b.cooling_off_expiry', '>=', from)
    .where('b.cooling_off_expiry', '<=', to)
    .execute();
}

/** In-force policies that took effect before `to`: their anniversaries are found by the service. */
export function inForceSince(db: Db, to: string, bookOf: string | null) {
  return businessesIn(db, bookOf)
    .select([...business, 'b.effective_date'])
    .where('b.status', '=', 'inForce')
    .where('b.effective_date', 'is not', null)
    .where('b.effective_date', '<', to)
    .execute();
}
