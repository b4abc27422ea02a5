import { BodyCode } from '@app/contract/codes';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import * as repo from '../../db/remittances-repository.ts';
import type { RemittanceRow } from '../../db/remittances-repository.ts';
import { oldestPending } from '../../db/payment-due.ts';
import type { DueRecord } from '../../db/payment-due.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { requireWrite } from './access.ts';
import type { Access, StaffCtx } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import { insertPayment, settlePayment } from './payment-service.ts';
import { pageRemittances } from './remittance-list-repository.ts';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import type { RemittanceConfirm, RemittanceQuery } from '@app/contract/admin/remittance-schemas';
import type { RemittanceStatus } from '@app/contract/calls/money-area';
import { toIso } from '../../db/time.ts';

/**
 * Members' remittance notices as staff check them: listed (an agent's book only), confirmed
 * (the instalment it pays is marked paid in the same transaction, and the business's next
 * payment date moves) or rejected with a note the member reads.
 */
export function toAdminRemittance(
  row: RemittanceRow,
  due: DueRecord | undefined = undefined,
): AdminRemittance {
  return {
    id: row.id,
    status: row.status as RemittanceStatus,
    businessId: row.business_id,
    orderNo: row.order_no,
    memberId: row.member_id,
    memberName: row.member_name,
    memberEmail: row.member_email,
    payee: {
      id: row.payee_id,
      name: row.payee_name,
      bankName: row.payee_bank_name,
      accountNo: row.payee_account_no,
      currency: row.payee_currency,
    },
    amount: row.amount,
    currency: row.currency,
    remitDate: row.remit_date,
    note: row.note,
    slip: {
      id: row.slip_upload_id,
      name: row.slip_name,
      mime: row.slip_mime,
      url: `/admin/uploads/${row.slip_upload_id}`,
    },
    paymentRecordId: row.payment_record_id,
    due:
      row.status === 'submitted' && due
        ? {
            paymentRecordId: due.id,
            amount: due.amount,
            currency: due.currency,
            date: due.payment_date,
          }
        : null,
    decidedAt: toIso(row.decided_at),
    createdAt: toIso(row.created_at),
  };
}

export async function listRemittances(ctx: StaffCtx, query: RemittanceQuery) {
  const { rows, total } = await pageRemittances(ctx.db, {
    status: query.status,
    sort: query.sort,
    order: query.order,
    bookOf: ctx.access.bookOf,
    page: query.page,
    size: query.size,
  });
  // The instalment each notice still waiting would settle, for the confirmation to show.
  const dues = await Promise.all(
    rows.map((row) =>
      row.status === 'submitted'
        ? oldestPending(ctx.db, row.business_id, row.currency)
        : Promise.resolve(undefined),
    ),
  );
  const list = rows.map((row, i) => toAdminRemittance(row, dues[i]));
  return { list, total, page: query.page, size: query.size };
}

/** The notice, still submitted and inside the caller's book (404 otherwise, 409 once decided). */
async function pending(trx: Db, access: Access, id: string): Promise<RemittanceRow> {
  const row = await repo.findRemittance(trx, id);
  if (!row) throw notFound();
  await ensureInBook(trx, access, 'business', row.business_id);
  if (row.status !== 'submitted') throw new AppError(BodyCode.conflict, 'admin.remittanceDecided');
  return row;
}

async function decided(trx: Db, access: Access, id: string, before: RemittanceRow) {
  const row = await repo.findRemittance(trx, id);
  if (!row) throw notFound();
  const after = toAdminRemittance(row);
  await recordAudit(trx, {
    actor: access.actor,
    action: row.status === 'confirmed' ? 'confirm' : 'reject',
    objectType: 'remittance',
    objectId: id,
    changes: {
      status: { before: before.status, after: row.status },
      ...(row.note ? { note: { before: before.note, after: row.note } } : {}),
      ...(row.payment_record_id
        ? { paymentRecordId: { before: null, after: row.payment_record_id } }
        : {}),
    },
  });
  return after;
}

/** The instalment a remittance pays: the one staff named (pending, of its business) or the oldest. */
async function instalmentPaid(trx: Db, row: RemittanceRow, named: string | undefined) {
  if (named === undefined) return oldestPending(trx, row.business_id, row.currency);
  const due = await trx
    .selectFrom('payment_records')
    .select(['id', 'business_id', 'amount', 'currency', 'payment_date', 'status'])
    .where('id', '=', named)
    .executeTakeFirst();
  if (!due || due.business_id !== row.business_id || due.status !== 'pending') {
    throw invalid({ paymentRecordId: 'admin.paymentNotDue' }, 'admin.paymentNotDue');
  }
  return due;
}

/**
 * The business's next payment date once an instalment is paid: the next one still pending, else
 * none when the date was the one just paid (or earlier); a later date staff set stays.
 */
async function moveNextPaymentDate(trx: Db, access: Access, businessId: string, paidOn: string) {
  const business = await trx
    .selectFrom('businesses')
    .select(['next_payment_date'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  const next = await oldestPending(trx, businessId);
  const current = business.next_payment_date;
  const after = next ? next.payment_date : current !== null && current > paidOn ? current : null;
  if (after === current) return;
  await trx
    .updateTable('businesses')
    .set({ next_payment_date: after })
    .where('id', '=', businessId)
    .execute();
  await recordAudit(trx, {
    actor: access.actor,
    action: 'update',
    objectType: 'business',
    objectId: businessId,
    changes: { nextPaymentDate: { before: current, after } },
  });
}

export async function confirmRemittance(
  ctx: StaffCtx,
  id: string,
  input: RemittanceConfirm = {},
  now = Date.now(),
): Promise<AdminRemittance> {
  requireWrite(ctx.access);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await pending(trx, ctx.access, id);
    const due = await instalmentPaid(trx, row, input.paymentRecordId);
    const paid = { paymentDate: row.remit_date, currency: row.currency, amount: row.amount };
    // One record per payment: the instalment it pays, or (nothing pending) a new paid one.
    const payment = due
      ? (await settlePayment(trx, ctx.access, due.id, paid)).after
      : await insertPayment(
          trx,
          ctx.access,
          row.business_id,
          { ...paid, feeType: 'premium', status: 'paid' },
          now,
        );
    if (due) await moveNextPaymentDate(trx, ctx.access, row.business_id, due.payment_date);
    const changed = await repo.decide(trx, id, {
      status: 'confirmed',
      decided_by: ctx.access.actor.id,
      decided_at: now,
      payment_record_id: payment.id,
    });
    // Decided by someone else between the read and the write: the payment goes with this refusal.
    if (!changed) throw new AppError(BodyCode.conflict, 'admin.remittanceDecided');
    const after = await decided(trx, ctx.access, id, row);
    await notifyMembers(
      trx,
      { type: 'remittanceConfirmed', remittanceId: id },
      { baseUrl: appBaseUrl(ctx.config), now },
    );
    return after;
  });
}

export async function rejectRemittance(
  ctx: StaffCtx,
  id: string,
  input: { note: string },
  now = Date.now(),
): Promise<AdminRemittance> {
  requireWrite(ctx.access);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await pending(trx, ctx.access, id);
    const changed = await repo.decide(trx, id, {
      status: 'rejected',
      note: input.note,
      decided_by: ctx.access.actor.id,
      decided_at: now,
    });
    if (!changed) throw new AppError(BodyCode.conflict, 'admin.remittanceDecided');
    const after = await decided(trx, ctx.access, id, row);
    await notifyMembers(
      trx,
      { type: 'remittanceRejected', remittanceId: id, note: input.note },
      { baseUrl: appBaseUrl(ctx.config), now },
    );
    return after;
  });
}
