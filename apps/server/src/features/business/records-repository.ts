import type { Db } from '../../db/database.ts';

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
export async function pagePayments(db: Db, businessId: string, limit: number, offset: number) {
  return db
    .selectFrom('payment_records as pr')
    .select(paymentColumns)
    .where('pr.business_id', '=', businessId)
    .orderBy('pr.payment_date', 'desc')
    .orderBy('pr.created_at', 'desc')
    .orderBy('pr.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPayments(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_records')
    .where('business_id', '=', businessId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A payment record, only when the member belongs to its business. */
export async function findPaymentForMember(db: Db, memberId: string, paymentId: string) {
  return db
    .selectFrom('payment_records as pr')
    .innerJoin('business_members as bm', 'bm.business_id', 'pr.business_id')
    .where('bm.member_id', '=', memberId)
    .where('pr.id', '=', paymentId)
    .select(paymentColumns)
    .executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentForMember>>>;
