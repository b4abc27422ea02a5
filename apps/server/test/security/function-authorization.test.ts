import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from '../admin-helpers.ts';
import { resetThrottles } from '../auth-helpers.ts';
import { newMember } from '../reservation-helpers.ts';
import { buildTestApp } from '../helpers.ts';
import { makeStaff, staffLogin } from '../staff-helpers.ts';
import type { TestApp } from '../helpers.ts';

/**
 * OWASP API5 (broken function-level authorisation): every back-office route needs a staff
 * bearer token or ADMIN_TOKEN. A member's session token is neither; without ADMIN_TOKEN only staff
 * tokens open the API (DESIGN.md: they work with or without it). Role rules: staff-roles.test.ts.
 */
const ID = '00000000-0000-4000-8000-000000000000';
/** Every route of the admin plugin, as registered; each test first checks it still exists. */
const ROUTES = [
  ['GET', '/admin/me'],
  ['GET', '/admin/appointments'],
  ['GET', '/admin/appointments/:token'],
  ['POST', '/admin/appointments/:token/reveal'],
  ['GET', '/admin/uploads/:id'],
  ['POST', '/admin/appointment-links'],
  ['POST', '/admin/businesses'],
  ['PATCH', '/admin/businesses/:id'],
  ['POST', '/admin/businesses/:id/status'],
  ['POST', '/admin/businesses/:id/payments'],
  ['PATCH', '/admin/payments/:id'],
  ['POST', '/admin/businesses/:id/documents'],
  ['GET', '/admin/businesses'],
  ['GET', '/admin/businesses/:id'],
  ['GET', '/admin/businesses/:id/messages'],
  ['GET', '/admin/documents/:id'],
  ['GET', '/admin/staff'],
  ['POST', '/admin/staff'],
  ['PATCH', '/admin/staff/:id'],
  ['POST', '/admin/staff/:id/password-link'],
  ['GET', '/admin/members'],
  ['GET', '/admin/members/:id'],
  ['GET', '/admin/audit'],
  ['GET', '/admin/payees'],
  ['POST', '/admin/payees'],
  ['PATCH', '/admin/payees/:id'],
  ['GET', '/admin/remittances'],
  ['POST', '/admin/remittances/:id/confirm'],
  ['POST', '/admin/remittances/:id/reject'],
  ['GET', '/admin/notices'],
  ['POST', '/admin/notices'],
] as const;
const urlOf = (pattern: string) => pattern.replace(':id', ID).replace(':token', 'SomeLinkToken');

describe('with ADMIN_TOKEN set', () => {
  let t: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_TOKEN });
    memberToken = (await newMember(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ROUTES)('%s %s answers 401 without the admin token', async (method, pattern) => {
    expect(t.app.hasRoute({ method, url: pattern })).toBe(true);
    const url = urlOf(pattern);
    // The lockout counts failures per address; this matrix is not about it.
    await resetThrottles(t);
    for (const token of [null, 'wrong-token-0123456789', memberToken, `${ADMIN_TOKEN}x`]) {
      const res = await admin(t, method, url, {}, token);
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'Missing or wrong admin token', data: null });
    }
  });

  it.each(ROUTES)('%s %s passes the guard with the admin token', async (method, pattern) => {
    const res = await admin(t, method, urlOf(pattern), {});
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses the admin token as a member session', async () => {
    const res = await t.call('policyholder/MemberInfo', {}, { token: ADMIN_TOKEN });
    expect(res.code).toBe(401);
  });
});

describe('without ADMIN_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ROUTES)('%s %s answers 401 to anything but a staff token', async (method, pattern) => {
    const url = urlOf(pattern);
    await resetThrottles(t);
    for (const token of [null, ADMIN_TOKEN, 'anything-at-all-here']) {
      const res = await admin(t, method, url, {}, token);
      expect(res.status, String(token)).toBe(401);
    }
  });

  it.each(ROUTES)('%s %s passes the guard with an admin’s staff token', async (method, pattern) => {
    const staff = await makeStaff(t, 'admin');
    const { bearer_token } = await staffLogin(t, staff.email);
    const res = await admin(t, method, urlOf(pattern), {}, bearer_token);
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});
