import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeStaff, pdaCall } from './staff-helpers.ts';
import { enrolTotp, passwordStep, PUBLIC_URL } from './staff-mfa-helpers.ts';

/**
 * The second factor's security events (DESIGN.md: mfa.failed, mfa.enrolled, mfa.reset): each
 * names the account and the address, and no field carries a code, a secret or a token.
 */
const events: { event: string; fields: Record<string, unknown> }[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ STAFF_MFA: 'required', PUBLIC_URL, ADMIN_TOKEN });
  // Without a logger (the tests' default) every request logs through the app's one silent logger.
  for (const level of ['info', 'warn'] as const) {
    vi.spyOn(t.app.log, level).mockImplementation((line: unknown) => {
      if (line && typeof line === 'object' && 'event' in line) {
        const { event, ...fields } = line as { event: string };
        events.push({ event, fields });
      }
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('second-factor security events', () => {
  it('logs enrolment, a wrong code and an admin’s reset, without codes or tokens', async () => {
    const staff = await makeStaff(t, 'operator');
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const { secret, enable } = await enrolTotp(t, token);
    const login = await passwordStep(t, staff.email);
    await pdaCall(t, 'pda/site/mfa/verify', { mfa_token: login.data.mfa_token, code: '000000' });
    const reset = await admin(t, 'POST', `/admin/staff/${staff.id}/mfa-reset`, {});
    expect(reset.status).toBe(200);

    // The second factor's own events (the password logins around them log login.* as well).
    const mine = events.filter((e) => e.fields.account === staff.id && e.event.startsWith('mfa.'));
    expect(mine.map((e) => e.event)).toEqual(['mfa.enrolled', 'mfa.failed', 'mfa.reset']);
    for (const { fields } of mine) expect(fields.ip).toBe('127.0.0.1');
    const logged = JSON.stringify(mine);
    const secrets = [
      secret,
      token,
      login.data.mfa_token,
      '000000',
      enable.data.bearer_token,
      ...enable.data.recoveryCodes,
    ];
    for (const value of secrets) expect(logged).not.toContain(value);
  });
});
