import type { CalendarEntry, CalendarQuery } from '@app/contract/admin/api/dashboard';
import type { StaffCtx } from './access.ts';
import { requireRole } from './access.ts';
import { coolingOffEnding, inForceSince, paymentsDue } from './calendar-repository.ts';

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The anniversaries of `effective` (YYYY-MM-DD) from..to, after the day itself: a policy that took
 * effect on 29 February renews on the 28th in other years.
 */
export function anniversaries(effective: string, from: string, to: string): string[] {
  const [, month, day] = effective.split('-');
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const d = month === '02' && day === '29' && !isLeap(year) ? '28' : day;
    const date = `${year}-${month}-${d}`;
    if (date > effective && date >= from && date <= to) out.push(date);
  }
  return out;
}

/**
 * GET /admin/calendar: payments due, renewals and cooling-off endings by day, for the roles that
 * read the dashboard (an agent their book). Days are the dates staff typed (payment dates, the
 * effective date, the cooling-off expiry): calendar days, as the dashboard counts them.
 */
export async function readCalendar(ctx: StaffCtx, { from, to }: CalendarQuery) {
  requireRole(ctx.access, 'admin', 'operator', 'agent', 'auditor');
  const { bookOf } = ctx.access;
  const [payments, coolingOff, inForce] = await Promise.all([
    paymentsDue(ctx.db, from, to, bookOf),
    coolingOffEnding(ctx.db, from, to, bookOf),
    inForceSince(ctx.db, to, bookOf),
  ]);
  const of = (row: {
    id: string;
    order_no: string;
    policy_no: string | null;
    member_name: string | null;
  }) => ({
    businessId: row.id,
    orderNo: row.order_no,
    policyNo: row.policy_no,
    memberName: row.member_name,
  });
  const entries: CalendarEntry[] = [
    ...payments.map((row) => ({
      date: row.payment_date,
      kind: 'payment' as const,
      ...of(row),
      amount: row.amount,
      currency: row.currency,
    })),
    ...inForce.flatMap((row) =>
      anniversaries(row.effective_date ?? '', from, to).map((date) => ({
        date,
        kind: 'renewal' as const,
        ...of(row),
        amount: null,
        currency: null,
      })),
    ),
    ...coolingOff.map((row) => ({
      date: row.cooling_off_expiry ?? '',
      kind: 'coolingOff' as const,
      ...of(row),
      amount: null,
      currency: null,
    })),
  ];
  // By day, then kind, then order number: the same list every time.
  const rank = { payment: 0, renewal: 1, coolingOff: 2 };
  entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      rank[a.kind] - rank[b.kind] ||
      a.orderNo.localeCompare(b.orderNo),
  );
  return { entries };
}
