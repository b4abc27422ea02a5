import { isoDateToday } from '@app/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';
import { staffBook } from './staff-book-fixtures.ts';

/**
 * GET /admin/dashboard (issue 37 point 3): each figure counts the rows its link lists, on the
 * calendar day in REMINDER_TIME_ZONE (Hong Kong here), both ends of each window included; an
 * agent counts their book; every role reads it, a role the console does not know is refused.
 */
let t: TestApp;
let book: Awaited<ReturnType<typeof staffBook>>;
const today = isoDateToday(new Date(), 'Asia/Hong_Kong');
const plus = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Business ids by what they should be counted as, in the agent's book ('mine'). */
const mine: Record<string, string> = {};

async function payment(businessId: string, date: string, status = 'pending') {
  await t.app.ctx.db
    .insertInto('payment_records')
    .values({
      id: newId(),
      business_id: businessId,
      payment_date: date,
      fee_type: 'premium',
      currency: 'HKD',
      amount: '100.00',
      payment_no: `P-${newId().slice(0, 8)}`,
      status,
      created_at: Date.now(),
    })
    .execute();
}

async function business(
  memberId: string,
  setup: { pending?: number; paid?: number; coolingOff?: number; cancelled?: boolean },
) {
  const id = await addBusiness(t, memberId, setup.cancelled ? { status: 'cancelled' } : {});
  if (setup.pending !== undefined) await payment(id, plus(setup.pending));
  if (setup.paid !== undefined) await payment(id, plus(setup.paid), 'paid');
  if (setup.coolingOff !== undefined) {
    await t.app.ctx.db
      .updateTable('businesses')
      .set({ cooling_off_expiry: plus(setup.coolingOff) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

async function review(token: string, status: 'pending' | 'changesRequested') {
  await t.app.ctx.db
    .updateTable('appointments')
    .set({ review_status: status })
    .where('token', '=', token)
    .execute();
}

const dashboard = (token: string | null = ADMIN_TOKEN) =>
  admin(t, 'GET', '/admin/dashboard', undefined, token);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
  const me = book.mine.member.id;
  mine.today = await business(me, { pending: 0 });
  mine.in7 = await business(me, { pending: 7 });
  mine.in8 = await business(me, { pending: 8 });
  mine.in30 = await business(me, { pending: 30 });
  await business(me, { pending: 31 });
  mine.yesterday = await business(me, { pending: -1 });
  await business(me, { paid: -1 });
  await business(me, { paid: 3 });
  await business(me, { pending: 0, cancelled: true });
  await business(me, { pending: -5, cancelled: true });
  mine.coolingToday = await business(me, { coolingOff: 0 });
  mine.coolingIn7 = await business(me, { coolingOff: 7 });
  await business(me, { coolingOff: 8 });
  await business(me, { coolingOff: -1 });
  // Another agent's book: one of each.
  await business(book.theirs.member.id, { pending: 2, coolingOff: 1 });
  await business(book.theirs.member.id, { pending: -10 });
  await review(book.mine.appointmentToken, 'pending');
  await review(book.theirs.appointmentToken, 'pending');
  await review(book.nobodys.appointmentToken, 'changesRequested');
  const payee = await addPayee(t);
  await submittedRemittance(t, book.mine.member, book.mine.businessId, payee);
  await submittedRemittance(t, book.theirs.member, book.theirs.businessId, payee);
  const decided = await submittedRemittance(t, book.nobodys.member, book.nobodys.businessId, payee);
  const rejected = await admin(t, 'POST', `/admin/remittances/${decided}/reject`, { note: 'no' });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('GET /admin/dashboard', () => {
  it('counts each figure over the whole book, both ends of each window included', async () => {
    const res = await dashboard();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      reservationsWaiting: 2,
      changesRequested: 1,
      dueIn7Days: 3,
      dueIn30Days: 5,
      overdue: 2,
      coolingOffEnding: 3,
      remittancesToConfirm: 2,
      documentsExpiring: 0,
    });
  });

  it("counts an agent's book only", async () => {
    const res = await dashboard(book.callers.agent.token);
    expect(res.body.data).toEqual({
      reservationsWaiting: 1,
      changesRequested: 0,
      dueIn7Days: 2,
      dueIn30Days: 4,
      overdue: 1,
      coolingOffEnding: 2,
      remittancesToConfirm: 1,
      documentsExpiring: 0,
    });
  });

  it('is read by every role, and refused to a role the console does not know', async () => {
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const res = await dashboard(book.callers[role].token);
      expect(res.body.data.dueIn7Days, role).toBe(3);
    }
    await t.app.ctx.db
      .updateTable('staff')
      .set({ role: 'intern' })
      .where('id', '=', book.otherAgent.id ?? '')
      .execute();
    const refused = await dashboard(book.otherAgent.token);
    expect(refused.status).toBe(403);
    expect((await dashboard(null)).status).toBe(401);
  });
});

describe("the business list's dashboard filters list the rows the figures count", () => {
  const ids = async (filter: string, token = book.callers.agent.token) => {
    const res = await admin(t, 'GET', `/admin/businesses?size=100&${filter}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.list as { id: string }[]).map((b) => b.id).sort();
  };

  it('due=7, due=30, overdue=1 and coolingOff=1', async () => {
    expect(await ids('due=7')).toEqual([mine.today, mine.in7].sort());
    expect(await ids('due=30')).toEqual([mine.today, mine.in7, mine.in8, mine.in30].sort());
    expect(await ids('overdue=1')).toEqual([mine.yesterday]);
    expect(await ids('coolingOff=1')).toEqual([mine.coolingToday, mine.coolingIn7].sort());
    expect((await ids('due=7', ADMIN_TOKEN)).length).toBe(3);
  });

  it('refuses a value it does not know', async () => {
    const res = await admin(t, 'GET', '/admin/businesses?due=14');
    expect(res.status).toBe(400);
  });
});
