import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';
import { CALLERS, addMemberInBook, adminIn, auditOf, loginAs } from './staff-admin-helpers.ts';
import type { Caller, StaffCaller } from './staff-admin-helpers.ts';

/**
 * The back office's payees and remittance decisions: admin and operator keep payees (agents and
 * auditors read them); admin, operator and an agent within their book decide remittances (404
 * outside it); auditors write nothing (403); a member's token is no staff token (401).
 */
let t: TestApp;
const callers = {} as Record<Caller, StaffCaller>;
let inBook: Member;
let outside: Member;
let inBookBusiness: string;
let outsideBusiness: string;
let payee: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  for (const caller of CALLERS) callers[caller] = await loginAs(t, caller);
  inBook = await addMemberInBook(t, callers.agent.id, 'Agent Client');
  outside = await addMemberInBook(t, null, 'Someone Else');
  inBookBusiness = await addBusiness(t, inBook.id, { insurer: 'AIA' });
  outsideBusiness = await addBusiness(t, outside.id, { insurer: 'AIA' });
  payee = await addPayee(t, { insurer: 'AIA' });
});
afterAll(async () => {
  await t.close();
});

const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  adminIn(t, 'en-US', method, url, body, callers[caller].token);

const payeeBody = {
  name: 'Prudential Hong Kong Limited',
  bankName: 'Standard Chartered Bank (Hong Kong)',
  accountNo: '447-1-234567-8',
  swift: 'scblhkhhxxx',
  currency: 'HKD',
  insurer: 'PRUDENTIAL',
};

const writers: Caller[] = ['admin', 'operator', 'ADMIN_TOKEN'];

describe.each(CALLERS)('payees as %s', (caller) => {
  it('reads the list', async () => {
    const res = await call(caller, 'GET', '/admin/payees');
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((p: { id: string }) => p.id)).toContain(payee);
  });

  it(
    writers.includes(caller) ? 'adds and changes a payee' : 'may not add or change one (403)',
    async () => {
      const created = await call(caller, 'POST', '/admin/payees', payeeBody);
      const changed = await call(caller, 'PATCH', `/admin/payees/${payee}`, {
        name: 'AIA Renamed',
      });
      if (!writers.includes(caller)) {
        expect([created.status, changed.status]).toEqual([403, 403]);
        return;
      }
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        ...payeeBody,
        swift: 'SCBLHKHHXXX',
        disabled: false,
      });
      expect(changed.status).toBe(200);
      const disabled = await call(caller, 'PATCH', `/admin/payees/${created.body.data.id}`, {
        disabled: true,
      });
      expect(disabled.body.data.disabled).toBe(true);
      const entries = await auditOf(t, created.body.data.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[1]?.changes).toEqual({ disabled: { before: false, after: true } });
      expect(entries[0]?.actor_name).toBeTruthy();
    },
  );
});

describe('payee input', () => {
  it('answers every wrong field in the caller’s language, and 404 for an unknown payee', async () => {
    const res = await adminIn(
      t,
      'zh-CN',
      'POST',
      '/admin/payees',
      { name: '', bankName: 'x', accountNo: 'abc$', swift: 'NOPE', currency: 'hkd' },
      callers.admin.token,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields).sort()).toEqual([
      'accountNo',
      'currency',
      'name',
      'swift',
    ]);
    expect(res.body.data.fields.swift).toMatch(/SWIFT/);
    expect((await call('admin', 'PATCH', '/admin/payees/nope', { name: 'x' })).status).toBe(404);
  });
});

describe.each(CALLERS)('remittances as %s', (caller) => {
  const mayWrite = caller !== 'auditor';
  const isAgent = caller === 'agent';

  it('lists notices (an agent only their book)', async () => {
    const mine = await submittedRemittance(t, inBook, inBookBusiness, payee);
    const theirs = await submittedRemittance(t, outside, outsideBusiness, payee);
    const res = await call(caller, 'GET', '/admin/remittances?status=submitted');
    expect(res.status).toBe(200);
    const ids = res.body.data.list.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine);
    expect(ids.includes(theirs)).toBe(!isAgent);
    const item = res.body.data.list.find((r: { id: string }) => r.id === mine);
    expect(item).toMatchObject({
      memberName: 'Agent Client',
      slip: { url: expect.stringMatching(/^\/admin\/uploads\//) },
    });
    const slip = await t.app.inject({
      method: 'GET',
      url: item.slip.url,
      headers: { authorization: `Bearer ${callers[caller].token}` },
    });
    expect(slip.statusCode).toBe(200);
  });

  it('confirms within reach (404 outside an agent’s book, 403 for an auditor)', async () => {
    const mine = await submittedRemittance(t, inBook, inBookBusiness, payee);
    const theirs = await submittedRemittance(t, outside, outsideBusiness, payee);
    const res = await call(caller, 'POST', `/admin/remittances/${mine}/confirm`);
    const other = await call(caller, 'POST', `/admin/remittances/${theirs}/confirm`);
    if (!mayWrite) {
      expect([res.status, other.status]).toEqual([403, 403]);
      expect(await auditOf(t, mine)).toEqual([]);
      return;
    }
    expect(res.status).toBe(200);
    expect(other.status).toBe(isAgent ? 404 : 200);
    const entries = await auditOf(t, mine);
    expect(entries.map((e) => [e.action, e.object_type])).toEqual([['confirm', 'remittance']]);
    expect(entries[0]?.changes).toMatchObject({
      status: { before: 'submitted', after: 'confirmed' },
    });
    const payment = await auditOf(t, res.body.data.paymentRecordId);
    expect(payment.map((e) => [e.action, e.object_type])).toEqual([['create', 'payment']]);
  });

  it('rejects with a note within reach', async () => {
    const mine = await submittedRemittance(t, inBook, inBookBusiness, payee);
    const theirs = await submittedRemittance(t, outside, outsideBusiness, payee);
    const res = await call(caller, 'POST', `/admin/remittances/${mine}/reject`, {
      note: 'Unclear',
    });
    const other = await call(caller, 'POST', `/admin/remittances/${theirs}/reject`, {
      note: 'Unclear',
    });
    if (!mayWrite) {
      expect([res.status, other.status]).toEqual([403, 403]);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', note: 'Unclear' });
    expect(other.status).toBe(isAgent ? 404 : 200);
    const entries = await auditOf(t, mine);
    expect(entries.map((e) => e.action)).toEqual(['reject']);
    expect(entries[0]?.changes).toMatchObject({ note: { before: null, after: 'Unclear' } });
  });
});

describe('who may not call at all', () => {
  it('refuses a member token and no token (401) on every route', async () => {
    const member = await addMember(t);
    for (const [method, url] of [
      ['GET', '/admin/payees'],
      ['POST', '/admin/payees'],
      ['PATCH', `/admin/payees/${payee}`],
      ['GET', '/admin/remittances'],
      ['POST', '/admin/remittances/x/confirm'],
      ['POST', '/admin/remittances/x/reject'],
    ] as const) {
      const withMember = await adminIn(t, 'en-US', method, url, {}, member.token);
      expect(withMember.status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for an unknown remittance and 400 for a bad status filter', async () => {
    expect((await call('admin', 'POST', '/admin/remittances/nope/confirm')).status).toBe(404);
    expect((await call('admin', 'GET', '/admin/remittances?status=lost')).status).toBe(400);
  });
});
