import crypto from 'node:crypto';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import { businessExists } from './business-repository.ts';
import type { AdminCtx } from './business-service.ts';
import * as records from './records-repository.ts';
import type { PaymentRecord } from './records-repository.ts';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';

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

function toAdminPayment(row: PaymentRecord): AdminPayment {
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
  const row = await records.findPaymentRecord(ctx.db, id);
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
  await records.insertPaymentRecord(ctx.db, {
    id,
    business_id: businessId,
    payment_date: input.paymentDate,
    fee_type: input.feeType,
    currency: input.currency,
    amount: input.amount,
    payment_no: input.paymentNo ?? `PAY${input.paymentDate.replaceAll('-', '')}${digits}`,
    status: input.status,
    created_at: now,
  });
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
    await records.updatePaymentRecord(ctx.db, id, set);
  }
  return findPayment(ctx, id);
}
