import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from './business-fixtures.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let member: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await addMember(t);
});
afterAll(async () => {
  await t.close();
});

describe('admin guard', () => {
  it('answers 401 to any bearer but a staff token when ADMIN_TOKEN is unset', async () => {
    const off = await buildTestApp();
    try {
      const res = await admin(off, 'GET', '/admin/appointments', undefined, 'anything-at-all-here');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token with 401 JSON, then throttles the address', async () => {
    const missing = await admin(t, 'GET', '/admin/appointments', undefined, null);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 401, data: null });
    expect((await admin(t, 'GET', '/admin/appointments', undefined, 'wrong')).status).toBe(401);
    expect((await admin(t, 'GET', '/admin/appointments')).status).toBe(200);
  });

  it('locks an address out after repeated failures, even with the right token', async () => {
    const other = await buildTestApp({ ADMIN_TOKEN });
    try {
      for (let i = 0; i < 10; i++) {
        expect(
          (await admin(other, 'GET', '/admin/appointments', undefined, `bad${i}`)).status,
        ).toBe(401);
      }
      const locked = await admin(other, 'GET', '/admin/appointments');
      expect(locked.status).toBe(429);
      expect(locked.body.data.retryAfter).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe('admin businesses', () => {
  it('validates input and answers 400 with fields', async () => {
    const res = await admin(t, 'POST', '/admin/businesses', {
      ownerEmail: member.email,
      productType: 'insurance',
      currency: 'usd',
      annualPremium: '01.5',
      effectiveDate: '2025-02-30',
      ddaStatus: 'maybe',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields).sort()).toEqual(
      ['annualPremium', 'currency', 'ddaStatus', 'effectiveDate'].sort(),
    );
    const neither = await admin(t, 'POST', '/admin/businesses', { productType: 'insurance' });
    expect(neither.status).toBe(400);
    expect(neither.body.data.fields.ownerEmail).toMatch(/appointmentToken or ownerEmail/);
    const unknown = await admin(t, 'POST', '/admin/businesses', {
      ownerEmail: 'nobody@example.com',
      productType: 'trust',
    });
    expect(unknown.status).toBe(404);
  });

  it('creates, updates and moves a business, visible to its member', async () => {
    const created = await admin(t, 'POST', '/admin/businesses', {
      ownerEmail: member.email,
      productType: 'insurance',
      insurer: 'FWD',
      productName: 'FWD-WEALTH',
      currency: 'HKD',
      annualPremium: '48000',
      note: 'opened by staff',
    });
    expect(created.status).toBe(200);
    const b = created.body.data;
    expect(b.orderNo).toMatch(/^BO\d{8}\d{6}$/);
    expect(b).toMatchObject({ status: 'submitted', members: [member.email] });

    const patched = await admin(t, 'PATCH', `/admin/businesses/${b.id}`, {
      policyNo: 'FWD-123',
      sumInsured: '500000.50',
      nextPaymentDate: '2026-01-31',
      remarks: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ policyNo: 'FWD-123', sumInsured: '500000.50' });
    expect((await admin(t, 'PATCH', `/admin/businesses/${b.id}`, { bogus: 1 })).status).toBe(400);
    expect((await admin(t, 'PATCH', '/admin/businesses/missing', { policyNo: 'x' })).status).toBe(
      404,
    );

    const moved = await admin(t, 'POST', `/admin/businesses/${b.id}/status`, {
      status: 'reviewing',
      note: 'checking',
    });
    expect(moved.body.data.status).toBe('reviewing');
    expect(
      (await admin(t, 'POST', `/admin/businesses/${b.id}/status`, { status: 'reviewing' })).status,
    ).toBe(409);
    await admin(t, 'POST', `/admin/businesses/${b.id}/status`, { status: 'inForce' });

    const history = await t.call(
      'insuranceservice/getstatuschange',
      { id: b.id },
      { token: member.token },
    );
    expect(
      history.data.map((h: { from: string | null; to: string; note: string }) => [
        h.from,
        h.to,
        h.note,
      ]),
    ).toEqual([
      [null, 'submitted', 'opened by staff'],
      ['submitted', 'reviewing', 'checking'],
      ['reviewing', 'inForce', ''],
    ]);
    const detail = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id: b.id },
      { token: member.token },
    );
    expect(detail.data).toMatchObject({
      status: 'inForce',
      policyNo: 'FWD-123',
      insurer: 'FWD',
      nextPaymentDate: '2026-01-31',
    });

    const taken = await admin(t, 'POST', '/admin/businesses', {
      ownerEmail: member.email,
      productType: 'trust',
      orderNo: b.orderNo,
    });
    expect(taken.status).toBe(409);
  });

  it('adds and corrects payments, visible through getpaymentrecords', async () => {
    const b = (
      await admin(t, 'POST', '/admin/businesses', {
        ownerEmail: member.email,
        productType: 'insurance',
      })
    ).body.data;
    const bad = await admin(t, 'POST', `/admin/businesses/${b.id}/payments`, {
      paymentDate: 'soon',
      feeType: 'x',
      currency: 'HK',
      amount: '-1',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual([
      'amount',
      'currency',
      'feeType',
      'paymentDate',
    ]);
    const added = await admin(t, 'POST', `/admin/businesses/${b.id}/payments`, {
      paymentDate: '2025-06-01',
      feeType: 'premium',
      currency: 'USD',
      amount: '1234.50',
      status: 'pending',
    });
    expect(added.status).toBe(200);
    const fixed = await admin(t, 'PATCH', `/admin/payments/${added.body.data.id}`, {
      status: 'paid',
      paymentNo: 'TT-998877',
    });
    expect(fixed.body.data).toMatchObject({
      status: 'paid',
      paymentNo: 'TT-998877',
      amount: '1234.50',
    });
    const list = await t.call(
      'insuranceservice/getpaymentrecords',
      { id: b.id },
      { token: member.token },
    );
    expect(list.data.list).toEqual([
      {
        id: added.body.data.id,
        businessId: b.id,
        paymentDate: '2025-06-01',
        feeType: 'premium',
        currency: 'USD',
        amount: '1234.50',
        paymentNo: 'TT-998877',
        status: 'paid',
      },
    ]);
    expect((await admin(t, 'PATCH', '/admin/payments/nope', { status: 'paid' })).status).toBe(404);
  });
});
