import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newMember } from './reservation-helpers.ts';
import { submittedBusiness } from './review-helpers.ts';
import { CALLERS, addMemberInBook, loginAs } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';

let t: TestApp;
let agent: StaffCaller;
let otherAgent: StaffCaller;
let mine: { id: string; email: string };
let theirs: { id: string; email: string };
let nobodys: { id: string; email: string };
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  agent = await loginAs(t, 'agent');
  otherAgent = await loginAs(t, 'agent');
  mine = await addMemberInBook(t, agent.id, 'Zhang Mine');
  theirs = await addMemberInBook(t, otherAgent.id, 'Li Theirs');
  nobodys = await addMemberInBook(t, null, 'Wang Nobody');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetThrottles(t);
});

const ids = (body: { data: { list: { id: string }[] } }) => body.data.list.map((m) => m.id);

describe('members by role', () => {
  it.each(CALLERS)('%s reads the list and a member', async (caller) => {
    const { token } = await loginAs(t, caller);
    const list = await admin(t, 'GET', '/admin/members?size=100', undefined, token);
    expect(list.status).toBe(200);
    const one = await admin(t, 'GET', `/admin/members/${nobodys.id}`, undefined, token);
    // A fresh agent's book is empty: every other member is answered as if it did not exist.
    expect(one.status).toBe(caller === 'agent' ? 404 : 200);
    expect((await admin(t, 'GET', '/admin/members/no-such-id', undefined, token)).status).toBe(404);
  });
});

describe("an agent's book", () => {
  it('lists only their members, whatever the search', async () => {
    const all = await admin(t, 'GET', '/admin/members?size=100', undefined, agent.token);
    expect(ids(all.body)).toEqual([mine.id]);
    expect(all.body.data).toMatchObject({ total: 1, page: 1, size: 100 });
    const search = await admin(t, 'GET', '/admin/members?q=Li%20Theirs', undefined, agent.token);
    expect(search.body.data).toMatchObject({ list: [], total: 0 });
    const byEmail = await admin(
      t,
      'GET',
      `/admin/members?q=${theirs.email}`,
      undefined,
      otherAgent.token,
    );
    expect(ids(byEmail.body)).toEqual([theirs.id]);
  });

  it('opens only their members by id, with the same 404 as a missing one', async () => {
    const missing = await admin(t, 'GET', '/admin/members/no-such-id', undefined, agent.token);
    for (const other of [theirs, nobodys]) {
      const res = await admin(t, 'GET', `/admin/members/${other.id}`, undefined, agent.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    const res = await admin(t, 'GET', `/admin/members/${mine.id}`, undefined, agent.token);
    expect(res.body.data.member).toMatchObject({ id: mine.id, staffId: agent.id });
  });
});

describe('the members view', () => {
  it('searches name, e-mail and mobile without regard to case, and pages', async () => {
    const lower = await admin(t, 'GET', '/admin/members?q=zhang%20MINE&size=100');
    expect(ids(lower.body)).toEqual([mine.id]);
    const mail = await admin(
      t,
      'GET',
      `/admin/members?q=${encodeURIComponent(nobodys.email.toUpperCase())}`,
    );
    expect(ids(mail.body)).toEqual([nobodys.id]);
    const mobile = await admin(t, 'GET', '/admin/members?q=13800138000&size=2&page=1');
    expect(mobile.body.data.list).toHaveLength(2);
    expect(mobile.body.data.total).toBeGreaterThanOrEqual(3);
    // LIKE's wildcards match only themselves.
    const wild = await admin(t, 'GET', '/admin/members?q=%25');
    expect(wild.body.data.total).toBe(0);
    expect((await admin(t, 'GET', '/admin/members?size=500')).status).toBe(400);
  });

  it("shows a member's staff owner, reservations and businesses", async () => {
    const businessId = await addBusiness(t, mine.id);
    const res = await admin(t, 'GET', `/admin/members/${mine.id}`);
    expect(res.body.data.member).toMatchObject({
      email: mine.email,
      mobile: '13800138000',
      staffId: agent.id,
      staffName: expect.stringMatching(/^agent/),
    });
    expect(res.body.data.businesses).toEqual([
      expect.objectContaining({ id: businessId, status: 'submitted', productType: 'insurance' }),
    ]);
    expect(res.body.data.reservations).toEqual([]);
  });

  it("shows a member's reservations as the review queue shows them (who, order number, review)", async () => {
    const member = await newMember(t);
    const { token } = await submittedBusiness(t, member);
    const queue = await admin(t, 'GET', '/admin/appointments?status=submitted&size=100');
    const row = queue.body.data.list.find((r: { token: string }) => r.token === token);
    expect(row).toMatchObject({ review: 'pending', orderNo: expect.stringMatching(/^BO/) });
    const res = await admin(t, 'GET', `/admin/members/${member.id}`);
    expect(res.body.data.reservations).toEqual([row]);
  });
});
