import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { CALLERS, addMemberInBook, adminIn, loginAs } from './staff-admin-helpers.ts';
import type { Caller, StaffCaller } from './staff-admin-helpers.ts';

/**
 * DESIGN.md "Reservations the member owns, what is due, reference data": staff writes of insurer,
 * product and currency take codes of the reference lists only (400 on the field, in the caller's
 * language); GET /admin/reference serves the lists, names in the caller's language with codes.
 */
let t: TestApp;
const callers = {} as Record<Caller, StaffCaller>;
let email: string;
let business: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  for (const caller of CALLERS) callers[caller] = await loginAs(t, caller);
  const member = await addMemberInBook(t, callers.agent.id, 'Reference Client');
  email = member.email;
  business = await addBusiness(t, member.id, { insurer: 'AIA' });
});
afterAll(async () => {
  await t.close();
});

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  lang = 'en-US',
) => adminIn(t, lang, method, url, body, callers[caller].token);

describe('GET /admin/reference', () => {
  it.each(CALLERS)('serves the lists to %s, names in the caller’s language', async (caller) => {
    const zh = await call(caller, 'GET', '/admin/reference', undefined, 'zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.body.data.insurers).toContainEqual({ code: 'MANULIFE', name: '宏利' });
    expect(zh.body.data.products).toContainEqual(
      expect.objectContaining({ code: 'MANU-GENESIS', insurerCode: 'MANULIFE' }),
    );
    expect(zh.body.data.currencies.map((c: { code: string }) => c.code)).toContain('USD');
    expect(zh.body.data.banks[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), swift: expect.any(String) }),
    );
    const en = await call(caller, 'GET', '/admin/reference');
    expect(en.body.data.insurers).toContainEqual({ code: 'MANULIFE', name: 'Manulife' });
  });

  it('is refused to a member token (401)', async () => {
    const member = await addMember(t);
    expect(
      (await adminIn(t, 'en-US', 'GET', '/admin/reference', undefined, member.token)).status,
    ).toBe(401);
  });
});

describe('business writes take reference codes only', () => {
  it('refuses an insurer by its name, a lower-case currency and a product of another insurer', async () => {
    const res = await call(
      'admin',
      'PATCH',
      `/admin/businesses/${business}`,
      { insurer: '宏利', currency: 'usd' },
      'zh-CN',
    );
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({
      currency: '请从列表中选择币种（大写的 ISO 4217 代码，如 USD）',
    });
    const name = await call('admin', 'PATCH', `/admin/businesses/${business}`, {
      insurer: '宏利',
      currency: 'XYZ',
      advisoryFeeCurrency: 'QQQ',
    });
    expect(name.status).toBe(400);
    expect(name.body.data.fields).toEqual({
      insurer: 'Choose an insurer from the list',
      currency: expect.stringMatching(/^Choose a currency from the list/),
      advisoryFeeCurrency: expect.stringMatching(/^Choose a currency from the list/),
    });
    const product = await call('admin', 'PATCH', `/admin/businesses/${business}`, {
      productName: 'MANU-GENESIS',
    });
    expect(product.body.data.fields).toEqual({
      productName: 'This product is not one of the chosen insurer',
    });
    const free = await call('admin', 'PATCH', `/admin/businesses/${business}`, {
      productName: 'Some plan',
    });
    expect(free.body.data.fields).toEqual({ productName: 'Choose a product from the list' });
  });

  it('takes codes, and the member then finds the insurer’s payees', async () => {
    const res = await call('operator', 'PATCH', `/admin/businesses/${business}`, {
      insurer: 'MANULIFE',
      productName: 'MANU-GENESIS',
      currency: 'USD',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ insurer: 'MANULIFE', productName: 'MANU-GENESIS' });
    const created = await call('agent', 'POST', '/admin/businesses', {
      ownerEmail: email,
      productType: 'insurance',
      insurer: 'MANULIFE',
      currency: 'usd',
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.data.fields)).toEqual(['currency']);
  });
});

describe('payee and payment writes take reference codes only', () => {
  const payee = {
    name: 'Manulife (International) Limited',
    bankName: 'Citibank N.A.',
    accountNo: '006-391-12345678',
    swift: 'CITIHKHX',
    currency: 'HKD',
  };

  it('refuses an insurer by name and an unknown currency on their fields', async () => {
    const res = await call('admin', 'POST', '/admin/payees', {
      ...payee,
      insurer: '宏利',
      currency: 'ZZZ',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields).sort()).toEqual(['currency', 'insurer']);
    const ok = await call('admin', 'POST', '/admin/payees', { ...payee, insurer: 'MANULIFE' });
    expect(ok.status).toBe(200);
    const patched = await call('admin', 'PATCH', `/admin/payees/${ok.body.data.id}`, {
      insurer: 'Manulife',
    });
    expect(Object.keys(patched.body.data.fields)).toEqual(['insurer']);
  });

  it('refuses a payment in a currency not on the list', async () => {
    const res = await call('admin', 'POST', `/admin/businesses/${business}/payments`, {
      paymentDate: '2026-01-10',
      feeType: 'premium',
      currency: 'ZZZ',
      amount: '100.00',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields)).toEqual(['currency']);
  });
});
