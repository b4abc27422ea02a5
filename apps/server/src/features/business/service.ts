import type { Language } from '@app/contract/codes';
import type {
  Business,
  BusinessSummary,
  PaymentRecord,
  StatusChange,
} from '@app/contract/calls/business';
import { documentsOf, statusChangesOf } from '../../db/business-records.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { toBusiness, toPaymentRecord, toStatusChange, toSummary } from './mapping.ts';
import * as records from './records-repository.ts';
import * as repo from './repository.ts';

/**
 * A member's businesses and what hangs off them. Another member's ids answer exactly like ids
 * that do not exist (code 404), so an id's existence is never revealed.
 */
type Paged<T> = { list: T[]; total: number; page: number; size: number };

export async function listBusinesses(
  db: Db,
  memberId: string,
  query: { page: number; size: number; status?: string | undefined },
  lang: Language,
): Promise<Paged<BusinessSummary>> {
  const { rows, total } = await repo.pageForMember(db, memberId, query);
  return {
    list: rows.map((row) => toSummary(row, lang)),
    total,
    page: query.page,
    size: query.size,
  };
}

export async function getBusiness(
  db: Db,
  memberId: string,
  id: string,
  lang: Language,
): Promise<Business> {
  const row = await repo.findForMember(db, memberId, id);
  if (!row) throw notFound();
  return toBusiness(row, await documentsOf(db, id), lang);
}

export async function listPayments(
  db: Db,
  memberId: string,
  query: { id: string; page: number; size: number },
): Promise<Paged<PaymentRecord>> {
  if (!(await repo.isMember(db, memberId, query.id))) throw notFound();
  const { rows, total } = await records.pagePayments(db, query.id, query);
  return { list: rows.map(toPaymentRecord), total, page: query.page, size: query.size };
}

export async function getPayment(db: Db, memberId: string, id: string): Promise<PaymentRecord> {
  const row = await records.findPaymentForMember(db, memberId, id);
  if (!row) throw notFound();
  return toPaymentRecord(row);
}

export async function listStatusChanges(
  db: Db,
  memberId: string,
  id: string,
): Promise<StatusChange[]> {
  if (!(await repo.isMember(db, memberId, id))) throw notFound();
  return (await statusChangesOf(db, id)).map(toStatusChange);
}
