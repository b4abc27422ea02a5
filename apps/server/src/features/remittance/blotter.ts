import type { BlotterEntry, BlotterTotal } from '@app/contract/calls/money-area';
import type { FeeType } from '@app/contract/enums';
import type { Db } from '../../db/database.ts';
import { allOfMember } from '../../db/remittances-repository.ts';
import { paymentsOfMember } from './member-repository.ts';

/** Decimal text to hundredths and back, so sums never meet binary floating point. */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

type Dated = BlotterEntry & { at: number };

/**
 * user/userBlotter: every payment record of the member's businesses and every remittance notice
 * of theirs, newest first, within the dates asked. Totals per currency: what was paid (payment
 * records marked paid) and what is still being checked (notices submitted). A confirmed notice
 * shows beside the payment record it added, and only that record counts, so nothing counts twice.
 */
export async function userBlotter(
  db: Db,
  memberId: string,
  query: { page: number; size: number; from?: string | undefined; to?: string | undefined },
): Promise<{ list: BlotterEntry[]; total: number; totals: BlotterTotal[] }> {
  const [payments, notices] = await Promise.all([
    paymentsOfMember(db, memberId),
    allOfMember(db, memberId),
  ]);
  const entries: Dated[] = [
    ...payments.map((p) => ({
      kind: 'payment' as const,
      id: p.id,
      businessId: p.business_id,
      orderNo: p.order_no,
      date: p.payment_date,
      currency: p.currency,
      amount: p.amount,
      status: p.status,
      feeType: p.fee_type as FeeType,
      at: Number(p.created_at),
    })),
    ...notices.map((r) => ({
      kind: 'remittance' as const,
      id: r.id,
      businessId: r.business_id,
      orderNo: r.order_no,
      date: r.remit_date,
      currency: r.currency,
      amount: r.amount,
      status: r.status,
      feeType: null,
      at: Number(r.created_at),
    })),
  ].filter((e) => (!query.from || e.date >= query.from) && (!query.to || e.date <= query.to));
  entries.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.at - a.at || (a.id < b.id ? 1 : -1),
  );
  const sums = new Map<string, { paid: bigint; submitted: bigint }>();
  for (const e of entries) {
    const sum = sums.get(e.currency) ?? { paid: 0n, submitted: 0n };
    if (e.kind === 'payment' && e.status === 'paid') sum.paid += toCents(e.amount);
    if (e.kind === 'remittance' && e.status === 'submitted') sum.submitted += toCents(e.amount);
    sums.set(e.currency, sum);
  }
  const totals = [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, sum]) => ({
      currency,
      paid: fromCents(sum.paid),
      submitted: fromCents(sum.submitted),
    }));
  const start = (query.page - 1) * query.size;
  const list = entries.slice(start, start + query.size).map(({ at: _at, ...entry }) => entry);
  return { list, total: entries.length, totals };
}
