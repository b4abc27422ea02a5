import type { Language } from '@app/contract/codes';
import type { PayeesAnswer, Remittance } from '@app/contract/calls/money-area';
import { REMITTANCE_SLIP_KIND } from '@app/contract/calls/reservation';
import { isoDateToday } from '@app/contract/dates';
import type { Db } from '../../db/database.ts';
import { oldestPending, toDue } from '../../db/payment-due.ts';
import * as payees from '../../db/payees-repository.ts';
import * as remittances from '../../db/remittances-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import { newId } from '../../sessions/tokens.ts';
import { toPayee, toRemittance } from './mapping.ts';
import * as member from './member-repository.ts';

/**
 * remittance/payees, remittance/create and remittance/list. A business, payee or slip that is not
 * the member's answers like one that does not exist.
 */
async function memberBusiness(db: Db, memberId: string, businessId: string) {
  const business = await member.businessOfMember(db, memberId, businessId);
  if (!business) throw notFound();
  return business;
}

/** The accounts offered for the business and the instalment due on it (null: nothing is). */
export async function payeesFor(
  db: Db,
  memberId: string,
  businessId: string,
): Promise<PayeesAnswer> {
  const business = await memberBusiness(db, memberId, businessId);
  const reference = business.policy_no ?? business.order_no;
  const [offered, due] = await Promise.all([
    payees.offeredFor(db, business.insurer),
    oldestPending(db, business.id),
  ]);
  return { list: offered.map((row) => toPayee(row, reference)), due: toDue(due) };
}

export interface NewRemittance {
  businessId: string;
  payeeId: string;
  amount: string;
  currency: string;
  remitDate: string;
  slipUploadId: string;
}

/** Checks what the schema cannot (the payee, currency, date and slip), then records the notice. */
export async function createRemittance(
  db: Db,
  memberId: string,
  input: NewRemittance,
  lang: Language,
  now = Date.now(),
): Promise<Remittance> {
  const business = await memberBusiness(db, memberId, input.businessId);
  const offered = await payees.offeredFor(db, business.insurer);
  const problems: Record<string, string> = {};
  if (!offered.some((p) => p.id === input.payeeId)) {
    problems.payeeId = t('remittance.payeeNotOffered', lang);
  }
  if (!(await member.currencyExists(db, input.currency))) {
    problems.currency = t('validation.option', lang);
  }
  if (input.remitDate > isoDateToday(new Date(now))) {
    problems.remitDate = t('validation.dateFuture', lang);
  }
  const slip = await member.ownSlip(db, memberId, input.slipUploadId);
  if (!slip || slip.kind !== REMITTANCE_SLIP_KIND) {
    problems.slipUploadId = t('remittance.slipInvalid', lang);
  } else if (slip.remittance_id) {
    problems.slipUploadId = t('remittance.slipUsed', lang);
  }
  const first = Object.keys(problems)[0];
  if (first !== undefined) throw invalid(problems, problems[first]);
  const id = newId();
  try {
    await remittances.insertRemittance(db, {
      id,
      member_id: memberId,
      business_id: business.id,
      payee_id: input.payeeId,
      amount: input.amount,
      currency: input.currency,
      remit_date: input.remitDate,
      slip_upload_id: input.slipUploadId,
      status: 'submitted',
      note: null,
      decided_by: null,
      decided_at: null,
      payment_record_id: null,
      created_at: now,
    });
  } catch (error) {
    // Two notices sent at once with the same slip: the second finds it taken.
    if (isUniqueViolation(error)) {
      throw invalid({ slipUploadId: t('remittance.slipUsed', lang) }, 'remittance.slipUsed');
    }
    throw error;
  }
  const row = await remittances.findRemittance(db, id);
  if (!row) throw notFound();
  return toRemittance(row);
}

export async function listRemittances(
  db: Db,
  memberId: string,
  query: { pageNum: number; pageSize: number },
): Promise<{ list: Remittance[]; total: number }> {
  const { rows, total } = await remittances.pageOfMember(db, memberId, {
    page: query.pageNum,
    size: query.pageSize,
  });
  return { list: rows.map(toRemittance), total };
}
