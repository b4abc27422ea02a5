import {
  business,
  businessSummary,
  paymentRecord,
  statusChange,
} from '@app/contract/calls/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addBusiness, addMember, addPayment } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const aliceBusinesses: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  alice = await addMember(t);
  bob = await addMember(t);
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < 23; i++) {
    const status = i % 3 === 0 ? 'inForce' : 'submitted';
    aliceBusinesses.push(await addBusiness(t, alice.id, { status, createdAt: base + i * 1000 }));
  }
  await addBusiness(t, bob.id);
});
afterAll(async () => {
  await t.close();
});

const list = (fields: Record<string, string>, token = alice.token, lang = 'en-US') =>
  t.call('insuranceservice/getbusinessforuser', fields, { token, lang });

describe('getbusinessforuser', () => {
  it('lists the member businesses newest first, paged, in the contract shape', async () => {
    const first = await list({});
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total: 23, page: 1, size: 10 });
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list.map((b: { id: string }) => b.id)).toEqual(
      aliceBusinesses.slice(-10).reverse(),
    );
    for (const item of first.data.list) businessSummary.parse(item);
    expect(first.data.list[0]).toMatchObject({
      insurer: 'AIA',
      productName: 'Global Power Multi-Currency Plan',
      annualPremium: '12000.50',
      createdAt: expect.stringMatching(/Z$/),
    });
    const zh = await list({}, alice.token, 'zh-CN');
    expect(zh.data.list[0]).toMatchObject({
      insurer: '友邦保险',
      productName: '环宇盈活储蓄保险计划',
    });
    const last = await list({ page: '3' });
    expect(last.data.list).toHaveLength(3);
    expect(last.data.list.at(-1).id).toBe(aliceBusinesses[0]);
  });

  // The list cards show the cooling-off countdown, so list items carry the expiry too.
  it('answers the cooling-off expiry and next payment date on list items', async () => {
    const carol = await addMember(t);
    const id = await addBusiness(t, carol.id);
    const dates = { coolingOffExpiry: '2030-01-15', nextPaymentDate: '2030-02-01' };
    expect((await admin(t, 'PATCH', `/admin/businesses/${id}`, dates)).status).toBe(200);
    const res = await t.call(
      'insuranceservice/getbusinessforuser',
      { page: '1', size: '10' },
      { token: carol.token },
    );
    expect(res.data.list[0]).toMatchObject({
      coolingOffExpiry: '2030-01-15',
      nextPaymentDate: '2030-02-01',
    });
  });

  it('answers an empty page beyond the end, with the total', async () => {
    const res = await list({ page: '4' });
    expect(res.data).toEqual({ list: [], total: 23, page: 4, size: 10 });
  });

  it('refuses size above 50 and page 0', async () => {
    expect((await list({ size: '51' })).code).toBe(400);
    expect((await list({ page: '0' })).code).toBe(400);
    expect((await list({ size: '50' })).data.list).toHaveLength(23);
  });

  it('filters by status', async () => {
    const res = await list({ status: 'inForce', size: '50' });
    expect(res.data.total).toBe(8);
    expect(res.data.list.every((b: { status: string }) => b.status === 'inForce')).toBe(true);
    expect((await list({ status: 'bogus' })).code).toBe(400);
  });

  it('shows free-text insurers as typed', async () => {
    const carol = await addMember(t);
    await addBusiness(t, carol.id, { insurer: 'Some Insurer Ltd', productName: null });
    const res = await list({}, carol.token);
    expect(res.data.list[0]).toMatchObject({ insurer: 'Some Insurer Ltd', productName: null });
  });

  it('needs a session', async () => {
    expect((await t.call('insuranceservice/getbusinessforuser', {})).code).toBe(401);
  });
});

describe('GetSingleInsurance, payments and status history', () => {
  it('answers a business with its documents to a member, 404 to anyone else', async () => {
    const id = aliceBusinesses[0] as string;
    const res = await t.call('insuranceservice/GetSingleInsurance', { id }, { token: alice.token });
    expect(res.code).toBe(200);
    business.parse(res.data);
    expect(res.data).toMatchObject({ id, documents: [], appointmentToken: null });
    const other = await t.call('insuranceservice/GetSingleInsurance', { id }, { token: bob.token });
    expect(other.code).toBe(404);
    const none = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id: 'x' },
      { token: bob.token },
    );
    expect(none).toMatchObject({ code: 404, msg: other.msg });
  });

  it('pages payment records newest first and guards each record', async () => {
    const id = aliceBusinesses[1] as string;
    const dates = ['2025-01-05', '2025-03-05', '2025-02-05'];
    const ids = [];
    for (const date of dates) ids.push(await addPayment(t, id, date));
    const res = await t.call(
      'insuranceservice/getpaymentrecords',
      { id, page: '1', size: '2' },
      { token: alice.token },
    );
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((p: { paymentDate: string }) => p.paymentDate)).toEqual([
      '2025-03-05',
      '2025-02-05',
    ]);
    for (const p of res.data.list) paymentRecord.parse(p);
    const forBob = await t.call('insuranceservice/getpaymentrecords', { id }, { token: bob.token });
    expect(forBob.code).toBe(404);
    const one = await t.call(
      'insuranceservice/getpaymentrecord',
      { id: ids[0] as string },
      { token: alice.token },
    );
    expect(one.data).toMatchObject({
      id: ids[0],
      businessId: id,
      amount: '1000.00',
      status: 'paid',
    });
    const stolen = await t.call(
      'insuranceservice/getpaymentrecord',
      { id: ids[0] as string },
      { token: bob.token },
    );
    expect(stolen.code).toBe(404);
  });

  it('answers the status history oldest first, 404 to another member', async () => {
    const id = aliceBusinesses[2] as string;
    const res = await t.call('insuranceservice/getstatuschange', { id }, { token: alice.token });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(1);
    statusChange.parse(res.data[0]);
    expect(res.data[0]).toMatchObject({ from: null, to: 'submitted', note: 'received' });
    expect(
      (await t.call('insuranceservice/getstatuschange', { id }, { token: bob.token })).code,
    ).toBe(404);
  });
});
