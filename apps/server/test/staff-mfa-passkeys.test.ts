import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetThrottles } from './auth-helpers.ts';
import { admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeStaff, pdaCall } from './staff-helpers.ts';
import { passwordStep, PUBLIC_URL, SoftPasskey } from './staff-mfa-helpers.ts';

/**
 * Passkeys as the second factor (DESIGN.md "Staff second factor"), answered by a software
 * authenticator: enrolment at the first login, a login with it, and the ceremony's checks
 * (origin, one answer per challenge, someone else's passkey).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ STAFF_MFA: 'required', PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await resetThrottles(t);
});

async function registerWith(token: string, passkey: SoftPasskey, origin?: string) {
  const options = await pdaCall(t, 'pda/site/mfa/passkey/register/options', { mfa_token: token });
  expect(options.code, options.msg).toBe(200);
  return pdaCall(t, 'pda/site/mfa/passkey/register/verify', {
    mfa_token: token,
    response: passkey.register(options.data.options, origin),
    name: 'Laptop',
  });
}

async function enrolledWithPasskey() {
  const staff = await makeStaff(t, 'agent');
  const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
  const passkey = new SoftPasskey();
  const done = await registerWith(token, passkey);
  expect(done.code, done.msg).toBe(200);
  return { staff, passkey, done };
}

async function loginOptions(token: string) {
  const options = await pdaCall(t, 'pda/site/mfa/passkey/login/options', { mfa_token: token });
  expect(options.code, options.msg).toBe(200);
  return options.data.options as { challenge: string; rpId: string; allowCredentials: unknown[] };
}

describe('passkey enrolment', () => {
  it('offers options for PUBLIC_URL’s host and answers the login with recovery codes', async () => {
    const staff = await makeStaff(t, 'agent');
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const options = await pdaCall(t, 'pda/site/mfa/passkey/register/options', { mfa_token: token });
    expect(options.data.options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: staff.email },
      challenge: expect.any(String),
    });
    const passkey = new SoftPasskey();
    const done = await pdaCall(t, 'pda/site/mfa/passkey/register/verify', {
      mfa_token: token,
      response: passkey.register(options.data.options),
    });
    expect(done.code).toBe(200);
    expect(done.data.recoveryCodes).toHaveLength(10);
    expect(done.data).toMatchObject({ staff: { id: staff.id }, expire_in: 900 });
    const factors = await pdaCall(t, 'pda/site/mfa/factors', {}, done.data.bearer_token);
    expect(factors.data).toMatchObject({
      totp: false,
      passkeys: [{ id: passkey.credentialId, name: 'Passkey 1', lastUsedAt: null }],
      recoveryCodesLeft: 10,
    });
  });

  it('refuses an answer made for another origin, and a second answer to one challenge', async () => {
    const staff = await makeStaff(t, 'agent');
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const foreign = await registerWith(token, new SoftPasskey(), 'https://evil.example');
    expect(foreign).toMatchObject({
      code: 400,
      msg: 'The passkey could not be verified; try again',
    });

    const options = await pdaCall(t, 'pda/site/mfa/passkey/register/options', { mfa_token: token });
    const passkey = new SoftPasskey();
    const answer = passkey.register(options.data.options);
    const first = await pdaCall(t, 'pda/site/mfa/passkey/register/verify', {
      mfa_token: token,
      response: answer,
    });
    expect(first.code).toBe(200);
    const again = await pdaCall(t, 'pda/site/mfa/passkey/register/verify', {
      mfa_token: token,
      response: answer,
    });
    expect(again.code).toBe(401);
  });
});

describe('a login with a passkey', () => {
  it('asks for it, then answers the tokens for a signed challenge', async () => {
    const { staff, passkey } = await enrolledWithPasskey();
    const step = await passwordStep(t, staff.email);
    expect(step.data).toMatchObject({ mfaRequired: true, methods: ['passkey', 'recovery'] });
    const options = await loginOptions(step.data.mfa_token);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: passkey.credentialId }),
    ]);
    const done = await pdaCall(t, 'pda/site/mfa/passkey/login/verify', {
      mfa_token: step.data.mfa_token,
      response: passkey.authenticate(options),
    });
    expect(done.code, done.msg).toBe(200);
    expect(done.data).toMatchObject({ staff: { id: staff.id, role: 'agent' } });
    expect((await admin(t, 'GET', '/admin/me', undefined, done.data.bearer_token)).status).toBe(
      200,
    );
  });

  it('refuses a replayed answer, another origin and a stranger’s passkey, each counted', async () => {
    const { staff, passkey } = await enrolledWithPasskey();
    const token = (await passwordStep(t, staff.email)).data.mfa_token as string;
    const answer = passkey.authenticate(await loginOptions(token));
    const ok = await pdaCall(t, 'pda/site/mfa/passkey/login/verify', {
      mfa_token: token,
      response: answer,
    });
    expect(ok.code).toBe(200);

    const second = (await passwordStep(t, staff.email)).data.mfa_token as string;
    // Each answer is made for a challenge just issued, so only what it names is wrong.
    const refusals: ((options: { challenge: string }) => string)[] = [
      (options) => new SoftPasskey().authenticate(options),
      (options) => passkey.authenticate(options, 'https://evil.example'),
      () => answer,
      () => '{}',
      () => 'not json',
    ];
    for (const make of refusals) {
      const response = make(await loginOptions(second));
      const refused = await pdaCall(t, 'pda/site/mfa/passkey/login/verify', {
        mfa_token: second,
        response,
      });
      expect(refused).toMatchObject({
        code: 400,
        msg: 'The passkey could not be verified; try again',
      });
    }
    // Five failures: the sixth attempt, a right one, is refused before it is looked at.
    const locked = await pdaCall(t, 'pda/site/mfa/passkey/login/verify', {
      mfa_token: second,
      response: passkey.authenticate(await loginOptions(second)),
    });
    expect(locked.code).toBe(429);
  });
});
