import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { sha256 } from '../src/sessions/tokens.ts';
import { resetThrottles } from './auth-helpers.ts';
import { admin, ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp, testEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeStaff, pdaCall } from './staff-helpers.ts';
import { enrolTotp, passwordStep, PUBLIC_URL, totpAt } from './staff-mfa-helpers.ts';

/**
 * The staff second factor with STAFF_MFA=required (DESIGN.md "Staff second factor"): enrolment at
 * the first login, TOTP codes that work once, recovery codes, the mfa_token's scope and lifetime,
 * and wrong codes counted like wrong passwords.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ STAFF_MFA: 'required', PUBLIC_URL, ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await resetThrottles(t);
});

const me = (bearer: string) => admin(t, 'GET', '/admin/me', undefined, bearer);

/** A new member of staff, enrolled with TOTP at their first login. */
async function enrolledStaff() {
  const staff = await makeStaff(t, 'operator');
  const first = await passwordStep(t, staff.email);
  const { secret, enable } = await enrolTotp(t, first.data.mfa_token);
  return { ...staff, secret, recoveryCodes: enable.data.recoveryCodes as string[] };
}

describe('STAFF_MFA', () => {
  it('is required without demo data and optional with it, unless set', () => {
    const env = testEnv('/tmp/unused');
    const pick = (extra: Record<string, string>) => loadConfig({ ...env, ...extra }).staffMfa;
    expect(pick({ DEMO_DATA: '0', STAFF_MFA: '' })).toBe('required');
    expect(pick({ DEMO_DATA: '1', STAFF_MFA: '' })).toBe('optional');
    expect(pick({ DEMO_DATA: '1', STAFF_MFA: 'required' })).toBe('required');
    expect(pick({ DEMO_DATA: '0', STAFF_MFA: 'optional' })).toBe('optional');
    expect(() => pick({ STAFF_MFA: 'sometimes' })).toThrow(ConfigError);
    expect(() => pick({ STAFF_MFA: 'sometimes' })).toThrow(/STAFF_MFA/);
  });
});

describe('a first login under STAFF_MFA=required', () => {
  it('answers only an enrolment token, which opens no staff call', async () => {
    const staff = await makeStaff(t, 'admin');
    const res = await passwordStep(t, staff.email);
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ mfaSetupRequired: true, mfa_token: expect.any(String) });
    const token = res.data.mfa_token as string;
    expect((await me(token)).status).toBe(401);
    expect((await admin(t, 'GET', '/admin/staff', undefined, token)).status).toBe(401);
    expect((await pdaCall(t, 'pda/site/mfa/factors', {}, token)).code).toBe(401);
    expect((await pdaCall(t, 'pda/site/logout', {}, token)).code).toBe(401);
    // Nor does it stand in for a second factor.
    const verify = await pdaCall(t, 'pda/site/mfa/verify', { mfa_token: token, code: '123456' });
    expect(verify.code).toBe(401);
  });

  it('enrols TOTP: a base32 secret and its otpauth URI, then the login and 10 recovery codes', async () => {
    const staff = await makeStaff(t, 'operator');
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const setup = await pdaCall(t, 'pda/site/mfa/totp/setup', { mfa_token: token });
    expect(setup.code).toBe(200);
    const secret = setup.data.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.data.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(staff.email);

    const wrong = await pdaCall(t, 'pda/site/mfa/totp/enable', {
      mfa_token: token,
      code: '000000',
    });
    expect(wrong).toMatchObject({ code: 400, msg: 'The code is not correct or was already used' });

    const enable = await pdaCall(t, 'pda/site/mfa/totp/enable', {
      mfa_token: token,
      code: await totpAt(secret),
    });
    expect(enable.code).toBe(200);
    const codes = enable.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(enable.data).toMatchObject({ expire_in: 900, staff: { id: staff.id } });
    expect((await me(enable.data.bearer_token)).body.data).toMatchObject({ id: staff.id });

    // The enrolment token was spent by the login it became.
    const again = await pdaCall(t, 'pda/site/mfa/totp/setup', { mfa_token: token });
    expect(again.code).toBe(401);
  });

  it('keeps the secret encrypted under DATA_KEY and the recovery codes only hashed', async () => {
    const staff = await enrolledStaff();
    const db = t.app.ctx.db;
    const row = await db
      .selectFrom('staff_mfa')
      .selectAll()
      .where('staff_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^enc:v1:/);
    expect(row.totp_secret).not.toContain(staff.secret);
    const stored = await db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.code_hash);
    // Salted through scrypt (ASVS 6.5.2), each its own salt.
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$/);
    for (const code of staff.recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace(/-/g, ''));
      expect(hashes).not.toContain(sha256(code));
      expect(hashes).not.toContain(sha256(`${staff.id}:${code.replace(/-/g, '')}`));
      expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    }
  });
});

describe('a login with TOTP', () => {
  it('asks for the second factor, then answers the tokens for a right code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const staff = await enrolledStaff();
    vi.setSystemTime(Date.now() + 60_000);
    const step = await passwordStep(t, staff.email);
    expect(step.data).toEqual({
      mfaRequired: true,
      mfa_token: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect((await me(step.data.mfa_token)).status).toBe(401);
    const verify = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: step.data.mfa_token,
      code: await totpAt(staff.secret),
    });
    expect(verify.code).toBe(200);
    expect(verify.data).toMatchObject({
      expire_in: 900,
      staff: { id: staff.id, role: 'operator' },
    });
    expect((await me(verify.data.bearer_token)).status).toBe(200);
    // The mfa_token became that login: it is spent.
    const twice = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: step.data.mfa_token,
      code: await totpAt(staff.secret, Date.now() + 30_000),
    });
    expect(twice.code).toBe(401);
  });

  it('accepts a code once: the same code in another login is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const staff = await enrolledStaff();
    vi.setSystemTime(Date.now() + 60_000);
    const code = await totpAt(staff.secret);
    const first = await passwordStep(t, staff.email);
    const ok = await pdaCall(t, 'pda/site/mfa/verify', { mfa_token: first.data.mfa_token, code });
    expect(ok.code).toBe(200);
    const second = await passwordStep(t, staff.email);
    const replay = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: second.data.mfa_token,
      code,
    });
    expect(replay).toMatchObject({ code: 400, msg: 'The code is not correct or was already used' });
    expect(replay.data?.bearer_token).toBeUndefined();
    // An older code (the step before) is refused too; the next step's code works.
    const older = await totpAt(staff.secret, Date.now() - 30_000);
    const refused = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: second.data.mfa_token,
      code: older,
    });
    expect(refused.code).toBe(400);
    vi.setSystemTime(Date.now() + 30_000);
    const next = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: second.data.mfa_token,
      code: await totpAt(staff.secret),
    });
    expect(next.code).toBe(200);
  });

  it('lets one of two logins racing with the same code through, not both', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const staff = await enrolledStaff();
    vi.setSystemTime(Date.now() + 60_000);
    const code = await totpAt(staff.secret);
    const [a, b] = await Promise.all([passwordStep(t, staff.email), passwordStep(t, staff.email)]);
    const answers = await Promise.all(
      [a, b].map((step) =>
        pdaCall(t, 'pda/site/mfa/verify', { mfa_token: step.data.mfa_token, code }),
      ),
    );
    expect(answers.map((res) => res.code).sort()).toEqual([200, 400]);
  });

  it('counts wrong codes like wrong passwords: after five, even the right code waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const staff = await enrolledStaff();
    vi.setSystemTime(Date.now() + 60_000);
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await pdaCall(t, 'pda/site/mfa/verify', { mfa_token: token, code: '000000' });
      expect(wrong.code).toBe(400);
    }
    const right = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: token,
      code: await totpAt(staff.secret),
    });
    expect(right.code).toBe(429);
    expect(right.data.retryAfter).toBeGreaterThan(0);
    // A new password login does not wipe the count of wrong codes.
    const again = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const still = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: again,
      code: await totpAt(staff.secret),
    });
    expect(still.code).toBe(429);
    // The window passes: the right code logs in.
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const later = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const ok = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: later,
      code: await totpAt(staff.secret),
    });
    expect(ok.code).toBe(200);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const staff = await enrolledStaff();
    const [code] = staff.recoveryCodes as [string];
    const first = await passwordStep(t, staff.email);
    const ok = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: first.data.mfa_token,
      code: code.toUpperCase().replace(/-/g, ''),
    });
    expect(ok.code).toBe(200);
    const second = await passwordStep(t, staff.email);
    const reuse = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: second.data.mfa_token,
      code,
    });
    expect(reuse.code).toBe(400);
    const factors = await pdaCall(t, 'pda/site/mfa/factors', {}, ok.data.bearer_token);
    expect(factors.data).toMatchObject({ totp: true, recoveryCodesLeft: 9, required: true });
  });

  it('still takes, once, a recovery code stored before codes were hashed with scrypt', async () => {
    const staff = await enrolledStaff();
    const legacy = 'abcd-efgh-jkmn';
    await t.app.ctx.db
      .insertInto('staff_recovery_codes')
      .values({
        code_hash: sha256(`${staff.id}:abcdefghjkmn`),
        staff_id: staff.id,
        created_at: Date.now(),
        used_at: null,
      })
      .execute();
    const first = await passwordStep(t, staff.email);
    const ok = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: first.data.mfa_token,
      code: legacy,
    });
    expect(ok.code, ok.msg).toBe(200);
    const second = await passwordStep(t, staff.email);
    const reuse = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: second.data.mfa_token,
      code: legacy,
    });
    expect(reuse.code).toBe(400);
  });

  it('lets the mfa_token live 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const staff = await enrolledStaff();
    vi.setSystemTime(Date.now() + 60_000);
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const late = await pdaCall(t, 'pda/site/mfa/verify', {
      mfa_token: token,
      code: await totpAt(staff.secret),
    });
    expect(late).toMatchObject({ code: 401, msg: expect.stringContaining('expired') });
  });

  it('scopes the mfa_token: it cannot enrol another factor', async () => {
    const staff = await enrolledStaff();
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    expect((await pdaCall(t, 'pda/site/mfa/totp/setup', { mfa_token: token })).code).toBe(401);
    const options = await pdaCall(t, 'pda/site/mfa/passkey/register/options', { mfa_token: token });
    expect(options.code).toBe(401);
  });
});
