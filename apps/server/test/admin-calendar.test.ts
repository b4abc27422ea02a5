import { isoDateToday } from '@app/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anniversaries } from '../src/features/admin/calendar-service.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addBusiness, addPayment } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { staffBook } from './staff-book-fixtures.ts';
import type { StaffBook } from './staff-book-fixtures.ts';

/**
 * GET /admin/calendar (issue 37 point 4): payments due, renewals and cooling-off endings by day
 * over a range of at most 62 days; an agent sees their book; the dashboard's roles read it.
 */
let t: TestApp;
let book: StaffBook;
const today = isoDateToday(new Date(), 'Asia/Hong_Kong');
const plus = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

async function withFields(
  memberId: string,
  fields: Record<string, string | null>,
  status: 'inForce' | 'pendingPayment' | 'cancelled' = 'inForce',
) {
  const id = await addBusiness(t, memberId, { status });
  if (Object.keys(fields).length > 0) {
    await t.app.ctx.db.updateTable('businesses').set(fields).where('id', '=', id).execute();
  }
  return id;
}

/** A payment record of the business, pending unless said, USD 1234.50. */
const pending = (businessId: string, date: string, status = 'pending') =>
  addPayment(t, businessId, date, { status, currency: 'USD', amount: '1234.50' });

const calendar = (from: string, to: string, token = ADMIN_TOKEN) =>
  admin(t, 'GET', `/admin/calendar?from=${from}&to=${to}`, undefined, token);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN, REMINDER_TIME_ZONE: 'Asia/Hong_Kong' });
  book = await staffBook(t);
  const me = book.mine.member.id;
  ids.due = await withFields(me, {}, 'pendingPayment');
  await pending(ids.due, plus(3));
  await pending(ids.due, plus(40)); // outside the range asked below
  await pending(ids.due, plus(5), 'paid'); // paid: nothing due
  ids.renewal = await withFields(me, {
    effective_date: `${Number(plus(10).slice(0, 4)) - 1}${plus(10).slice(4)}`,
  });
  ids.cooling = await withFields(me, { cooling_off_expiry: plus(7) });
  ids.cancelled = await withFields(me, { cooling_off_expiry: plus(7) }, 'cancelled');
  ids.theirs = await withFields(book.theirs.member.id, { cooling_off_expiry: plus(1) });
});
afterAll(async () => {
  await t.close();
});

describe('GET /admin/calendar', () => {
  it('lists by day what is due, renews and ends its cooling-off, nothing settled or paid', async () => {
    const res = await calendar(today, plus(30));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.data.entries as { date: string; kind: string; businessId: string }[];
    expect(entries.map((e) => [e.date, e.kind, e.businessId])).toEqual([
      [plus(1), 'coolingOff', ids.theirs],
      [plus(3), 'payment', ids.due],
      [plus(7), 'coolingOff', ids.cooling],
      [plus(10), 'renewal', ids.renewal],
    ]);
    expect(entries[1]).toMatchObject({
      amount: '1234.50',
      currency: 'USD',
      memberName: 'Mine Member',
    });
  });

  it('shows an agent their book only, and every dashboard role reads it', async () => {
    const mine = await calendar(today, plus(30), book.callers.agent.token);
    const seen = (mine.body.data.entries as { businessId: string }[]).map((e) => e.businessId);
    expect(seen).not.toContain(ids.theirs);
    expect(seen).toContain(ids.due);
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const res = await calendar(today, plus(30), book.callers[role].token);
      expect(res.body.data.entries, role).toHaveLength(4);
    }
    const anonymous = await admin(
      t,
      'GET',
      `/admin/calendar?from=${today}&to=${today}`,
      undefined,
      null,
    );
    expect(anonymous.status).toBe(401);
  });

  it('refuses a range backwards, over 62 days or not a date, in the caller’s language', async () => {
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/admin/calendar?from=${plus(5)}&to=${today}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'accept-language': 'en-US' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields.to).toBe('The end date cannot be before the start date');
    const long = await calendar(today, plus(62));
    expect(long.status).toBe(400);
    expect((await calendar(today, plus(61))).status).toBe(200);
    expect((await calendar('2026-02-30', today)).status).toBe(400);
  });
});

describe('anniversaries', () => {
  it('are after the day itself, inside the range, and 29 February renews on the 28th', () => {
    expect(anniversaries('2024-02-29', '2025-02-01', '2025-03-31')).toEqual(['2025-02-28']);
    expect(anniversaries('2028-02-29', '2028-02-01', '2028-03-31')).toEqual([]);
    expect(anniversaries('2020-12-31', '2026-12-15', '2027-01-15')).toEqual(['2026-12-31']);
  });
});
