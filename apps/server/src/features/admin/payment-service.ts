import crypto from 'node:crypto';
import { diff, recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { newId } from '../../sessions/tokens.ts';
import { requireWrite } from './access.ts';
import type { Access, StaffCtx } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import { businessExists } from './business-repository.ts';
import * as records from './records-repository.ts';
import { ensureReferenceCodes } from './reference-codes.ts';
import type { PaymentRecord } from './records-repository.ts';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';
import type { adminPayment } from '@app/contract/admin/api/businesses';
import type * as z from 'zod';

/**
 * A payment record as the contract answers it (adminPayment), each field as its row holds it; a
 * type, not an interface: the audit log's diff takes it as a plain record.
 */
export type AdminPayment = Record<keyof z.output<typeof adminPayment>, string>;

export function toAdminPayment(row: PaymentRecord): AdminPayment {
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

async function findPayment(db: Db, id: string) {
  const row = await records.findPaymentRecord(db, id);
  if (!row) throw notFound();
  return toAdminPayment(row);
}

/** The payment as written, and its audit entry in the same transaction. */
async function recorded(
  trx: Db,
  access: Access,
  action: 'create' | 'update',
  id: string,
  before: Partial<AdminPayment>,
): Promise<AdminPayment> {
  const after = await findPayment(trx, id);
  const changes = diff(before, after);
  await recordAudit(trx, {
    actor: access.actor,
    action,
    objectType: 'payment',
    objectId: id,
    changes,
  });
  return after;
}

/** Records a payment of a business; without a payment number one is made up from the date. */
export async function addPayment(
  ctx: StaffCtx,
  businessId: string,
  input: PaymentCreate,
  now = Date.now(),
): Promise<AdminPayment> {
  requireWrite(ctx.access);
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await insertPayment(trx, ctx.access, businessId, input, now);
    // A remittance confirmed is told as such (remittance-service.ts), not as a payment too.
    await notifyMembers(
      trx,
      {
        type: 'paymentRecorded',
        businessId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        date: payment.paymentDate,
      },
      { baseUrl: appBaseUrl(ctx.config), now },
    );
    return payment;
  });
}

/**
 * The one way a payment record is written by staff (a payment typed in, a remittance confirmed):
 * in the caller's transaction, checked against the caller's book, audited.
 */
export async function insertPayment(
  trx: Db,
  access: Access,
  businessId: string,
  input: PaymentCreate,
  now = Date.now(),
): Promise<AdminPayment> {
  const id = newId();
  const digits = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ensureInBook(trx, access, 'business', businessId);
  if (!(await businessExists(trx, businessId))) throw notFound();
  await ensureReferenceCodes(trx, { currency: { kind: 'currency', value: input.currency } });
  await records.insertPaymentRecord(trx, {
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
  return recorded(trx, access, 'create', id, {});
}

/**
 * Marks a pending instalment paid as a confirmed remittance says (its amount, currency and date),
 * in the caller's transaction; the audit entry keeps what was expected, so a difference shows.
 */
export async function settlePayment(
  trx: Db,
  access: Access,
  id: string,
  paid: { amount: string; currency: string; paymentDate: string },
): Promise<{ before: AdminPayment; after: AdminPayment }> {
  const before = await findPayment(trx, id);
  await records.updatePaymentRecord(trx, id, {
    amount: paid.amount,
    currency: paid.currency,
    payment_date: paid.paymentDate,
    status: 'paid',
  });
  const after = await recorded(trx, access, 'update', id, before);
  return { before, after };
}

/** Corrects a payment record: only the fields given change. */
export async function updatePayment(
  ctx: StaffCtx,
  id: string,
  patch: PaymentPatch,
): Promise<AdminPayment> {
  requireWrite(ctx.access);
  const set = {
    ...(patch.paymentDate ? { payment_date: patch.paymentDate } : {}),
    ...(patch.feeType ? { fee_type: patch.feeType } : {}),
    ...(patch.currency ? { currency: patch.currency } : {}),
    ...(patch.amount ? { amount: patch.amount } : {}),
    ...(patch.paymentNo ? { payment_no: patch.paymentNo } : {}),
    ...(patch.status ? { status: patch.status } : {}),
  };
  return ctx.db.transaction().execute(async (trx) => {
    await ensureInBook(trx, ctx.access, 'payment', id);
    const before = await findPayment(trx, id);
    await ensureReferenceCodes(trx, { currency: { kind: 'currency', value: patch.currency } });
    if (Object.keys(set).length > 0) await records.updatePaymentRecord(trx, id, set);
    return recorded(trx, ctx.access, 'update', id, before);
  });
}
