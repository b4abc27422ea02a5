import type { Db } from './database.ts';

/**
 * What is due on a business (DESIGN.md "Reservations the member owns, what is due"): its oldest
 * payment record still pending, in one currency or any. A business cancelled or declined owes
 * nothing. The member's payees call and the back office's remittance confirm share this.
 */
const NOTHING_DUE = ['cancelled', 'declined'];

export interface DueRecord {
  id: string;
  business_id: string;
  amount: string;
  currency: string;
  payment_date: string;
}

export async function oldestPending(
  db: Db,
  businessId: string,
  currency?: string,
): Promise<DueRecord | undefined> {
  let query = db
    .selectFrom('payment_records as p')
    .innerJoin('businesses as b', 'b.id', 'p.business_id')
    .select(['p.id', 'p.business_id', 'p.amount', 'p.currency', 'p.payment_date'])
    .where('p.business_id', '=', businessId)
    .where('p.status', '=', 'pending')
    .where('b.status', 'not in', NOTHING_DUE);
  if (currency !== undefined) query = query.where('p.currency', '=', currency);
  return query
    .orderBy('p.payment_date')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
}

export const toDue = (row: DueRecord | undefined) =>
  row
    ? {
        paymentRecordId: row.id,
        amount: row.amount,
        currency: row.currency,
        date: row.payment_date,
      }
    : null;
