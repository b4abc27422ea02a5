import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { newId } from '../src/sessions/tokens.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';
import { CALLERS, addMemberInBook, adminIn, auditOf, loginAs } from './staff-admin-helpers.ts';
import type { Caller, StaffCaller } from './staff-admin-helpers.ts';

/**
 * DESIGN.md "Reservations the member owns, what is due": remittance/payees says what is due;
 * confirming a remittance settles that instalment (one record, paid, with the remittance's
 * amount and date) and moves the business's next payment date.
 */
let t: TestApp;
const callers = {} as Record<Caller, StaffCaller>;
let member: Member;
let stranger: Member;
let payee: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  for (const caller of CALLERS) callers[caller] = await loginAs(t, caller);
  member = await addMemberInBook(t, callers.agent.id, 'Due Client');
  stranger = await addMemberInBook(t, null, 'Not In Book');
  payee = await addPayee(t, { insurer: 'AIA', currency: 'USD' });
});
afterAll(async () => {
  await t.close();
});

async function addInstalment(businessId: string, date: string, currency = 'USD') {
  const id = newId();
  await t.app.ctx.db
    .insertInto('payment_records')
    .values({
      id,
      business_id: businessId,
      payment_date: date,
      fee_type: 'premium',
      currency,
      amount: '50000.00',
      payment_no: `P-${id.slice(0, 8)}`,
      status: 'pending',
      created_at: Date.now(),
    })
    .execute();
  return id;
}

/** A USD business pending payment whose next date is its first instalment's. */
async function owing(owner: Member, dates: string[], status = 'pendingPayment' as const) {
  const id = await addBusiness(t, owner.id, { insurer: 'AIA', currency: 'USD', status });
  const instalments = [];
  for (const date of dates) instalments.push(await addInstalment(id, date));
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ next_payment_date: dates[0] ?? null })
    .where('id', '=', id)
    .execute();
  return { id, instalments };
}

const payees = (who: Member, businessId: string) =>
  t.call('remittance/payees', { businessId }, { token: who.token });

const recordsOf = (businessId: string) =>
  t.app.ctx.db
    .selectFrom('payment_records')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('payment_date')
    .execute();

const nextDate = async (businessId: string) =>
  (
    await t.app.ctx.db
      .selectFrom('businesses')
      .select('next_payment_date')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow()
  ).next_payment_date;

const confirm = (caller: Caller, id: string, body?: unknown, lang = 'en-US') =>
  adminIn(t, lang, 'POST', `/admin/remittances/${id}/confirm`, body, callers[caller].token);

const usd = (amount: string, remitDate = '2026-01-15') => ({ currency: 'USD', amount, remitDate });

describe('remittance/payees answers what is due', () => {
  it('gives the oldest pending instalment, and null where nothing is due', async () => {
    const { id, instalments } = await owing(member, ['2026-01-10', '2027-01-10']);
    const res = await payees(member, id);
    expect(res.code).toBe(200);
    expect(res.data.due).toEqual({
      paymentRecordId: instalments[0],
      amount: '50000.00',
      currency: 'USD',
      date: '2026-01-10',
    });
    expect(res.data.list.map((p: { id: string }) => p.id)).toContain(payee);
    const submitted = await addBusiness(t, member.id, { insurer: 'AIA' });
    expect((await payees(member, submitted)).data.due).toBeNull();
  });

  it('says nothing is due on a cancelled business, and 404 to another member', async () => {
    const { id } = await owing(member, ['2026-01-10']);
    await t.app.ctx.db
      .updateTable('businesses')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await payees(member, id)).data.due).toBeNull();
    expect((await payees(stranger, id)).code).toBe(404);
  });
});

describe('confirming a remittance settles the instalment', () => {
  it('marks that record paid with the remittance’s amount and date, adds none, clears the date', async () => {
    const { id, instalments } = await owing(member, ['2026-01-10']);
    const remittance = await submittedRemittance(t, member, id, payee, usd('49990.00'));
    const listed = await adminIn(
      t,
      'en-US',
      'GET',
      '/admin/remittances?status=submitted',
      undefined,
      callers.admin.token,
    );
    const item = listed.body.data.list.find((r: { id: string }) => r.id === remittance);
    expect(item.due).toEqual({
      paymentRecordId: instalments[0],
      amount: '50000.00',
      currency: 'USD',
      date: '2026-01-10',
    });
    const res = await confirm('admin', remittance);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      paymentRecordId: instalments[0],
      due: null,
    });
    const records = await recordsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: instalments[0],
      status: 'paid',
      amount: '49990.00',
      payment_date: '2026-01-15',
    });
    // The difference stays on record: the audit entry keeps what was expected.
    const audit = await auditOf(t, instalments[0] as string);
    expect(audit.map((e) => e.action)).toEqual(['update']);
    expect(audit[0]?.changes).toMatchObject({
      amount: { before: '50000.00', after: '49990.00' },
      paymentDate: { before: '2026-01-10', after: '2026-01-15' },
      status: { before: 'pending', after: 'paid' },
    });
    expect(await nextDate(id)).toBeNull();
    expect((await payees(member, id)).data.due).toBeNull();
    const detail = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id },
      { token: member.token },
    );
    expect(detail.data.nextPaymentDate).toBeNull();
  });

  it('moves the next payment date to the next instalment still pending', async () => {
    const { id, instalments } = await owing(member, ['2026-01-10', '2027-01-10']);
    const remittance = await submittedRemittance(t, member, id, payee, usd('50000.00'));
    expect((await confirm('operator', remittance)).status).toBe(200);
    expect(await nextDate(id)).toBe('2027-01-10');
    expect((await payees(member, id)).data.due.paymentRecordId).toBe(instalments[1]);
    expect(await recordsOf(id)).toHaveLength(2);
  });

  it('settles the instalment staff name, and refuses one not pending on this business (400)', async () => {
    const { id, instalments } = await owing(member, ['2026-01-10', '2027-01-10']);
    const other = await owing(member, ['2026-02-01']);
    const remittance = await submittedRemittance(t, member, id, payee, usd('50000.00'));
    const wrong = await confirm(
      'admin',
      remittance,
      { paymentRecordId: other.instalments[0] },
      'zh-CN',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.paymentRecordId).toBe('该缴费记录不属于此业务或已不是待支付');
    const res = await confirm('admin', remittance, { paymentRecordId: instalments[1] });
    expect(res.status).toBe(200);
    const records = await recordsOf(id);
    expect(records.map((r) => r.status)).toEqual(['pending', 'paid']);
    // The older instalment is still due, so the date stays on it.
    expect(await nextDate(id)).toBe('2026-01-10');
    const again = await submittedRemittance(t, member, id, payee, usd('50000.00'));
    const paidAlready = await confirm('admin', again, { paymentRecordId: instalments[1] });
    expect(paidAlready.status).toBe(400);
  });

  it('adds one paid record when nothing in its currency is pending, and leaves the date', async () => {
    const { id } = await owing(member, ['2026-01-10']);
    const hkd = await addPayee(t, { insurer: 'AIA', currency: 'HKD' });
    const remittance = await submittedRemittance(t, member, id, hkd, {
      currency: 'HKD',
      amount: '100.00',
    });
    expect((await confirm('admin', remittance)).status).toBe(200);
    const records = await recordsOf(id);
    expect(records.map((r) => [r.currency, r.status])).toEqual(
      expect.arrayContaining([
        ['USD', 'pending'],
        ['HKD', 'paid'],
      ]),
    );
    expect(records).toHaveLength(2);
    expect(await nextDate(id)).toBe('2026-01-10');
  });

  it('an agent settles in their book only; an auditor settles nothing', async () => {
    const outside = await owing(stranger, ['2026-01-10']);
    const remittance = await submittedRemittance(t, stranger, outside.id, payee, usd('50000.00'));
    expect((await confirm('agent', remittance)).status).toBe(404);
    expect((await confirm('auditor', remittance)).status).toBe(403);
    expect((await recordsOf(outside.id)).map((r) => r.status)).toEqual(['pending']);
    const mine = await owing(member, ['2026-01-10']);
    const ok = await submittedRemittance(t, member, mine.id, payee, usd('50000.00'));
    expect((await confirm('agent', ok)).status).toBe(200);
    expect((await recordsOf(mine.id)).map((r) => r.status)).toEqual(['paid']);
  });
});
