import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetThrottles } from './auth-helpers.ts';
import { admin, ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditOf } from './staff-admin-helpers.ts';
import { makeStaff, pdaCall, staffLogin } from './staff-helpers.ts';
import { enrolTotp, passwordStep, PUBLIC_URL, SoftPasskey, totpAt } from './staff-mfa-helpers.ts';

/**
 * Managing one's second factors from a signed-in console, STAFF_MFA=optional, and an admin's
 * reset of a colleague's factors (audited, mailed, logins ended).
 */
let required: TestApp;
let optional: TestApp;
beforeAll(async () => {
  required = await buildTestApp({ STAFF_MFA: 'required', PUBLIC_URL, ADMIN_TOKEN });
  optional = await buildTestApp({ STAFF_MFA: 'optional', PUBLIC_URL });
});
afterAll(async () => {
  await required.close();
  await optional.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await resetThrottles(required);
  await resetThrottles(optional);
});

/** A member of staff enrolled with TOTP at their first login, and that login's bearer token. */
async function enrolled(t: TestApp, role: 'admin' | 'operator' = 'operator') {
  const staff = await makeStaff(t, role);
  const { secret, enable } = await enrolTotp(
    t,
    (await passwordStep(t, staff.email)).data.mfa_token,
  );
  return {
    ...staff,
    secret,
    bearer: enable.data.bearer_token as string,
    refresh: enable.data.refresh_token as string,
    recoveryCodes: enable.data.recoveryCodes as string[],
  };
}

describe('STAFF_MFA=optional', () => {
  it('logs in without a factor, enrols from the console, then asks for it at login', async () => {
    const t = optional;
    const staff = await makeStaff(t, 'operator');
    const { bearer_token: bearer } = await staffLogin(t, staff.email);
    const setup = await pdaCall(t, 'pda/site/mfa/totp/setup', {}, bearer);
    expect(setup.code).toBe(200);
    const enable = await pdaCall(
      t,
      'pda/site/mfa/totp/enable',
      { code: await totpAt(setup.data.secret) },
      bearer,
    );
    expect(enable.code).toBe(200);
    expect(enable.data.recoveryCodes).toHaveLength(10);
    // Enrolled from a signed-in console: no new login.
    expect(enable.data.bearer_token).toBeUndefined();
    const factors = await pdaCall(t, 'pda/site/mfa/factors', {}, bearer);
    expect(factors.data).toEqual({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      required: false,
    });
    const next = await passwordStep(t, staff.email);
    expect(next.data).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
  });

  it('lets the last factor go: the recovery codes go with it and login needs a password only', async () => {
    const t = optional;
    const staff = await makeStaff(t, 'operator');
    const { bearer_token: bearer } = await staffLogin(t, staff.email);
    const setup = await pdaCall(t, 'pda/site/mfa/totp/setup', {}, bearer);
    const now = Date.now();
    const enableCode = await totpAt(setup.data.secret, now);
    await pdaCall(t, 'pda/site/mfa/totp/enable', { code: enableCode }, bearer);
    const off = await pdaCall(
      t,
      'pda/site/mfa/totp/disable',
      { code: await totpAt(setup.data.secret, now + 30_000) },
      bearer,
    );
    expect(off.code, off.msg).toBe(200);
    const factors = await pdaCall(t, 'pda/site/mfa/factors', {}, bearer);
    expect(factors.data).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect((await passwordStep(t, staff.email)).data.bearer_token).toEqual(expect.any(String));
  });
});

describe('STAFF_MFA turned to required', () => {
  it('ends a login without a factor at its next refresh and leads to enrolment', async () => {
    const t = optional;
    const staff = await makeStaff(t, 'operator');
    const login = await staffLogin(t, staff.email);
    const config = t.app.ctx.config as { staffMfa: 'required' | 'optional' };
    config.staffMfa = 'required';
    try {
      const refresh = await pdaCall(t, 'pda/site/refresh', { refresh_token: login.refresh_token });
      expect(refresh.code).toBe(401);
      expect((await admin(t, 'GET', '/admin/me', undefined, login.bearer_token)).status).toBe(401);
      expect((await passwordStep(t, staff.email)).data).toMatchObject({ mfaSetupRequired: true });
    } finally {
      config.staffMfa = 'optional';
    }
  });

  it('refreshes a login of someone who has a factor as before', async () => {
    const t = required;
    const staff = await enrolled(t);
    const refresh = await pdaCall(t, 'pda/site/refresh', { refresh_token: staff.refresh });
    expect(refresh.code).toBe(200);
    expect(refresh.data.bearer_token).toEqual(expect.any(String));
  });
});

describe('one’s own factors', () => {
  it('asks a code for a change once the login is more than a few minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = required;
    const staff = await enrolled(t);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const bare = await pdaCall(t, 'pda/site/mfa/recovery/regenerate', {}, staff.bearer);
    expect(bare).toMatchObject({ code: 400, msg: expect.stringContaining('current code') });
    const wrong = await pdaCall(
      t,
      'pda/site/mfa/recovery/regenerate',
      { code: '000000' },
      staff.bearer,
    );
    expect(wrong.code).toBe(400);
    const fresh = await pdaCall(
      t,
      'pda/site/mfa/recovery/regenerate',
      { code: await totpAt(staff.secret) },
      staff.bearer,
    );
    expect(fresh.code).toBe(200);
    const codes = fresh.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(staff.recoveryCodes[0]);
    // The old set stopped working; the new one works.
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const old = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: token,
      code: staff.recoveryCodes[0] ?? '',
    });
    expect(old.code).toBe(400);
    const ok = await pdaCall(t, 'pda/site/mfa/verify', { mfa_token: token, code: codes[0] ?? '' });
    expect(ok.code).toBe(200);
  });

  it('adds and removes a passkey, but keeps the last factor under STAFF_MFA=required', async () => {
    const t = required;
    const staff = await enrolled(t);
    const options = await pdaCall(t, 'pda/site/mfa/passkey/register/options', {}, staff.bearer);
    expect(options.code, options.msg).toBe(200);
    const passkey = new SoftPasskey();
    const added = await pdaCall(
      t,
      'pda/site/mfa/passkey/register/verify',
      { response: passkey.register(options.data.options), name: 'Phone' },
      staff.bearer,
    );
    expect(added.code, added.msg).toBe(200);
    // The account had a factor: its recovery codes stay as they were.
    expect(added.data.recoveryCodes).toEqual([]);
    const factors = await pdaCall(t, 'pda/site/mfa/factors', {}, staff.bearer);
    expect(factors.data.passkeys).toEqual([expect.objectContaining({ name: 'Phone' })]);

    // TOTP may go now that a passkey stays; then the passkey is the last factor.
    const off = await pdaCall(
      t,
      'pda/site/mfa/totp/disable',
      { code: staff.recoveryCodes[0] ?? '' },
      staff.bearer,
    );
    expect(off.code, off.msg).toBe(200);
    const last = await pdaCall(
      t,
      'pda/site/mfa/passkey/remove',
      { id: passkey.credentialId },
      staff.bearer,
    );
    expect(last).toMatchObject({ code: 400, msg: 'At least one second factor must stay' });
    const unknown = await pdaCall(t, 'pda/site/mfa/passkey/remove', { id: 'nope' }, staff.bearer);
    expect(unknown.code).toBe(404);
  });

  it('ends the account’s other logins when its factors change, keeping the one that changed them', async () => {
    const t = required;
    const staff = await enrolled(t);
    // A second login of the same account, elsewhere, with a recovery code.
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const other = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: token,
      code: staff.recoveryCodes[0] ?? '',
    });
    expect(other.code, other.msg).toBe(200);
    const otherBearer = other.data.bearer_token as string;
    expect((await pdaCall(t, 'pda/site/mfa/factors', {}, otherBearer)).code).toBe(200);

    const changed = await pdaCall(t, 'pda/site/mfa/recovery/regenerate', {}, staff.bearer);
    expect(changed.code, changed.msg).toBe(200);
    expect((await pdaCall(t, 'pda/site/mfa/factors', {}, otherBearer)).code).toBe(401);
    const refreshed = await pdaCall(t, 'pda/site/refresh', {
      refresh_token: other.data.refresh_token as string,
    });
    expect(refreshed.code).toBe(401);
    // The login that made the change goes on.
    expect((await pdaCall(t, 'pda/site/mfa/factors', {}, staff.bearer)).code).toBe(200);
    const mine = await pdaCall(t, 'pda/site/refresh', { refresh_token: staff.refresh });
    expect(mine.code, mine.msg).toBe(200);
  });

  it('refuses a second TOTP while one is on', async () => {
    const t = required;
    const staff = await enrolled(t);
    const again = await pdaCall(t, 'pda/site/mfa/totp/setup', {}, staff.bearer);
    expect(again.code).toBe(409);
  });
});

describe('mail to the owner', () => {
  it('tells a staff member when a second factor of theirs was set up', async () => {
    const t = required;
    const staff = await enrolled(t);
    const mails = await t.app.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', staff.email)
      .where('kind', '=', 'security.secondFactor')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(staff.email);
  });
});

describe('POST /admin/staff/:id/mfa-reset', () => {
  it('clears a colleague’s factors, ends their logins, audits and mails them', async () => {
    const t = required;
    const boss = await enrolled(t, 'admin');
    const colleague = await enrolled(t);
    const res = await admin(t, 'POST', `/admin/staff/${colleague.id}/mfa-reset`, {}, boss.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mailed: true });

    expect((await admin(t, 'GET', '/admin/me', undefined, colleague.bearer)).status).toBe(401);
    const next = await passwordStep(t, colleague.email);
    expect(next.data).toEqual({ mfaSetupRequired: true, mfa_token: expect.any(String) });

    const entry = (await auditOf(t, colleague.id)).find((e) => e.action === 'resetMfa');
    expect(entry).toMatchObject({
      actor_type: 'staff',
      actor_id: boss.id,
      object_type: 'staff',
      changes: {
        totp: { before: true, after: false },
        recoveryCodes: { before: 10, after: 0 },
      },
    });
    // Queued in the outbox with the reset, like every mail about an account's security.
    const mail = await t.app.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', colleague.email)
      .where('kind', '=', 'security.secondFactor')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    expect(mail?.subject).toBe('The second factor of your account was changed');
    expect(mail?.text_body).toContain(colleague.name);
  });

  it('is for admins only', async () => {
    const t = required;
    const operator = await enrolled(t);
    const colleague = await enrolled(t);
    const res = await admin(
      t,
      'POST',
      `/admin/staff/${colleague.id}/mfa-reset`,
      {},
      operator.bearer,
    );
    expect(res.status).toBe(403);
    const viaScript = await admin(t, 'POST', `/admin/staff/${colleague.id}/mfa-reset`, {});
    expect(viaScript.status).toBe(200);
    const missing = await admin(t, 'POST', '/admin/staff/nobody/mfa-reset', {});
    expect(missing.status).toBe(404);
  });
});
