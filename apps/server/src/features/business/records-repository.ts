import type { Db } from '../../db/database.ts';
import { memberBusinesses } from '../../db/member-businesses.ts';
import { findPage } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';

const paymentColumns = [
  'pr.id',
  'pr.business_id',
  'pr.payment_date',
  'pr.fee_type',
  'pr.currency',
  'pr.amount',
  'pr.payment_no',
  'pr.status',
] as const;

/** Newest payment first; the creation time and id break ties so pages never overlap. */
export function pagePayments(db: Db, businessId: string, paging: Paging) {
  const found = db.selectFrom('payment_records as pr').where('pr.business_id', '=', businessId);
  return findPage(
    found
      .select(paymentColumns)
      .orderBy('pr.payment_date', 'desc')
      .orderBy('pr.created_at', 'desc')
      .orderBy('pr.id', 'desc'),
    found,
    paging,
  );
}

/** A payment record, only when the member belongs to its business. */
export async function findPaymentForMember(db: Db, memberId: string, paymentId: string) {
  return memberBusinesses(db, memberId)
    .innerJoin('payment_records as pr', 'pr.business_id', 'b.id')
    .where('pr.id', '=', paymentId)
    .select(paymentColumns)
    .executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentForMember>>>;
