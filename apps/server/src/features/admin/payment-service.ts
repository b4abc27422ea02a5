import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentRecordsTable } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import { businessExists } from './business-repository.ts';
import type { AdminCtx } from './business-service.ts';
import type { PaymentCreate, PaymentPatch } from './schemas.ts';

export interface AdminPayment {
  id: string;
  businessId: string;
  paymentDate: string;
  feeType: string;
  currency: string;
  amount: string;
  paymentNo: string;
  status: string;
}

function toAdminPayment(row: Selectable<PaymentRecordsTable>): AdminPayment {
  return {
    id: row.id,
    businessId: row.business_id,
    paymentDate: row.payment_date,
    feeType: row.fee_type,
    currency: row.currency,
    amount: row.amount,
    paymentNo: row.payment_no,
    status: row.status,
  };
}

async function findPayment(ctx: AdminCtx, id: string) {
  const row = await ctx.db
    .selectFrom('payment_records')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toAdminPayment(row);
}

/** Records a payment of a business; without a payment number one is made up from the date. */
export async function addPayment(
  ctx: AdminCtx,
  businessId: string,
  input: PaymentCreate,
  now = Date.now(),
): Promise<AdminPayment> {
  if (!(await businessExists(ctx.db, businessId))) throw notFound();
  const id = newId();
  const digits = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db
    .insertInto('payment_records')
    .values({
      id,
      business_id: businessId,
      payment_date: input.paymentDate,
      fee_type: input.feeType,
      currency: input.currency,
      amount: input.amount,
      payment_no: input.paymentNo ?? `PAY${input.paymentDate.replaceAll('-', '')}${digits}`,
      status: input.status,
      created_at: now,
    })
    .execute();
  return findPayment(ctx, id);
}

/** Corrects a payment record: only the fields given change. */
export async function updatePayment(
  ctx: AdminCtx,
  id: string,
  patch: PaymentPatch,
): Promise<AdminPayment> {
  await findPayment(ctx, id);
  const set = {
    ...(patch.paymentDate ? { payment_date: patch.paymentDate } : {}),
    ...(patch.feeType ? { fee_type: patch.feeType } : {}),
    ...(patch.currency ? { currency: patch.currency } : {}),
    ...(patch.amount ? { amount: patch.amount } : {}),
    ...(patch.paymentNo ? { payment_no: patch.paymentNo } : {}),
    ...(patch.status ? { status: patch.status } : {}),
  };
  if (Object.keys(set).length > 0) {
    await ctx.db.updateTable('payment_records').set(set).where('id', '=', id).execute();
  }
  return findPayment(ctx, id);
}
