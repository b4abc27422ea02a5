import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSection } from '@app/contract/testing/fixtures';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { createReservation, save, today } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness, addMember, addPayment } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';

/**
 * DESIGN.md "The member's account area": bank accounts from the member's reservations (masked,
 * with the DDA binding), the statement (payments and remittances, newest first, dates, totals per
 * currency) and the dictionaries.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});

/** A reservation whose bank section holds this account, turned into a business with a DDA state. */
async function reservationWithBank(member: Member, accountNumber: string, dda: string | null) {
  const token = await createReservation(t, member, 'realEstate');
  const bank = { ...validSection('bank', 'realEstate', today()), accountNumber };
  const saved = await save(t, member, token, 'bank', bank);
  expect(saved.code, saved.msg).toBe(200);
  const business = await addBusiness(t, member.id, { insurer: 'AIA', currency: 'USD' });
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ dda_status: dda })
    .where('id', '=', business)
    .execute();
  await t.app.ctx.db
    .updateTable('appointments')
    .set({ business_id: business })
    .where('token', '=', token)
    .execute();
  return business;
}

const accounts = (member: Member, fields: Record<string, string> = {}) =>
  t.call('user/accountDetails', fields, { token: member.token });

describe('user/accountDetails', () => {
  it("lists the member's bank accounts masked to the last four digits, with the DDA status", async () => {
    const member = await addMember(t);
    await reservationWithBank(member, '123-456789-001', 'bound');
    await reservationWithBank(member, '987-654321-555', null);
    const res = await accounts(member);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bankCode: '004',
          bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
          holderName: 'Chan Tai Man',
          accountNo: '**** 9001',
          currency: 'USD',
          ddaStatus: 'bound',
        }),
        expect.objectContaining({ accountNo: '**** 1555', ddaStatus: null }),
      ]),
    );
    // The full number is never answered.
    expect(JSON.stringify(res.data)).not.toContain('456789');
    const paged = await accounts(member, { pageNum: '2', pageSize: '1' });
    expect(paged.data).toMatchObject({ total: 2, list: [expect.any(Object)] });
  });

  it('lists an account given twice once, and nothing of another member', async () => {
    const member = await addMember(t);
    await reservationWithBank(member, '111-222333-444', 'pending');
    await reservationWithBank(member, '111-222333-444', 'pending');
    expect((await accounts(member)).data.total).toBe(1);
    const stranger = await addMember(t);
    expect((await accounts(stranger)).data).toEqual({ list: [], total: 0 });
  });
});

describe('a bank not on the list (issue 36)', () => {
  it('is saved as "other bank" with its name and SWIFT code, and listed with them', async () => {
    const member = await addMember(t);
    const token = await createReservation(t, member, 'realEstate');
    const mainland = {
      ...validSection('bank', 'realEstate', today()),
      bankCode: 'OTHER',
      bankName: 'Industrial and Commercial Bank of China',
      swiftCode: 'icbkcnbj',
      accountNumber: '6222-0212-3456-7890',
    };
    const saved = await save(t, member, token, 'bank', mainland);
    expect(saved.code, saved.msg).toBe(200);
    const list = (await accounts(member)).data.list;
    expect(list).toEqual([
      expect.objectContaining({
        bankCode: 'OTHER',
        bankName: 'Industrial and Commercial Bank of China',
        swift: 'ICBKCNBJ',
        accountNo: '**** 7890',
      }),
    ]);
    // Its SWIFT code is checked as any bank's, and a made-up code is still refused.
    const badSwift = await save(
      t,
      member,
      token,
      'bank',
      { ...mainland, swiftCode: 'ICBK' },
      'zh-CN',
    );
    expect(badSwift.code).toBe(400);
    expect(Object.keys(badSwift.data.fields)).toEqual(['swiftCode']);
    const madeUp = await save(t, member, token, 'bank', { ...mainland, bankCode: 'ICBC' });
    expect(madeUp.code).toBe(400);
    expect(Object.keys(madeUp.data.fields)).toEqual(['bankCode']);
  });
});

describe('user/userBlotter', () => {
  const blotter = (member: Member, fields: Record<string, string> = {}) =>
    t.call('user/userBlotter', fields, { token: member.token });

  it('lists payments and remittances newest first, with totals per currency', async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id, { insurer: 'AIA' });
    await addPayment(t, business, '2026-01-10'); // HKD 1000.00 paid
    await addPayment(t, business, '2026-03-10');
    const payee = await addPayee(t, { insurer: 'AIA' });
    const submitted = await submittedRemittance(t, member, business, payee, {
      amount: '250.25',
      remitDate: '2026-02-01',
    });
    const usd = await submittedRemittance(t, member, business, payee, {
      amount: '99.99',
      currency: 'USD',
      remitDate: '2026-02-02',
    });
    const res = await blotter(member);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(4);
    expect(res.data.list.map((e: { date: string; kind: string }) => [e.date, e.kind])).toEqual([
      ['2026-03-10', 'payment'],
      ['2026-02-02', 'remittance'],
      ['2026-02-01', 'remittance'],
      ['2026-01-10', 'payment'],
    ]);
    expect(res.data.totals).toEqual([
      { currency: 'HKD', paid: '2000.00', submitted: '250.25' },
      { currency: 'USD', paid: '0.00', submitted: '99.99' },
    ]);

    // Confirmed: the payment record counts as paid, the remittance no longer as submitted.
    expect((await admin(t, 'POST', `/admin/remittances/${submitted}/confirm`)).status).toBe(200);
    const after = await blotter(member);
    expect(after.data.total).toBe(5);
    expect(after.data.totals[0]).toEqual({ currency: 'HKD', paid: '2250.25', submitted: '0.00' });
    expect(usd).toBeTruthy();
  });

  it('filters by dates, both included, and pages', async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id);
    for (const day of ['2026-01-01', '2026-01-15', '2026-01-31', '2026-02-01']) {
      await addPayment(t, business, day);
    }
    const res = await blotter(member, { from: '2026-01-15', to: '2026-01-31' });
    expect(res.data.list.map((e: { date: string }) => e.date)).toEqual([
      '2026-01-31',
      '2026-01-15',
    ]);
    expect(res.data.totals).toEqual([{ currency: 'HKD', paid: '2000.00', submitted: '0.00' }]);
    const page = await blotter(member, { page: '2', size: '3' });
    expect(page.data.list.map((e: { date: string }) => e.date)).toEqual(['2026-01-01']);
    const wrong = await blotter(member, { from: '2026-02-01', to: '2026-01-01' });
    expect(wrong.code).toBe(400);
    expect(wrong.data.fields.to).toBe('The end date cannot be before the start date');
    expect((await blotter(member, { from: 'yesterday' })).data.fields.from).toBeTruthy();
  });

  it("shows nothing of another member's businesses", async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id);
    await addPayment(t, business, '2026-01-01');
    const stranger = await addMember(t);
    expect((await blotter(stranger)).data).toEqual({ list: [], total: 0, totals: [] });
  });
});

describe('user/dictionary', () => {
  it('answers banks with their SWIFT code and currencies, in the caller’s language', async () => {
    const member = await addMember(t);
    const banks = await t.call('user/dictionary', { type: 'bankSwift' }, { token: member.token });
    expect(banks.code).toBe(200);
    expect(banks.data.length).toBeGreaterThan(5);
    expect(banks.data[0]).toEqual({
      code: expect.any(String),
      label: expect.any(String),
      extra: expect.stringMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
    });
    const zh = await t.call(
      'user/dictionary',
      { type: 'currency' },
      { token: member.token, lang: 'zh-CN' },
    );
    expect(zh.data).toContainEqual({ code: 'HKD', label: '港币', extra: null });
    const bad = await t.call('user/dictionary', { type: 'x' }, { token: member.token });
    expect(bad.code).toBe(400);
    expect((await t.call('user/dictionary', { type: 'currency' })).code).toBe(401);
  });
});
