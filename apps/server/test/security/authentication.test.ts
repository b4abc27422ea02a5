import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/sessions/session-store.ts';
import { sha256 } from '../../src/sessions/tokens.ts';
import {
  PERSON,
  logIn,
  registerMember,
  requestCode,
  resetThrottles,
  uniqueEmail,
} from '../auth-helpers.ts';
import { newMember } from '../reservation-helpers.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { visible } from './fixtures.ts';

/**
 * OWASP API2 (broken authentication): guessing is throttled, codes die after wrong tries,
 * sessions end when idle, when old and when revoked, and no answer tells whether an address has
 * an account.
 */
const IDLE_S = 3600;
const MAX_S = 86_400;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SESSION_IDLE_S: String(IDLE_S), SESSION_MAX_S: String(MAX_S) });
});
afterAll(async () => {
  await t.close();
});
// Every injected request comes from 127.0.0.1: each test starts with fresh per-address counters.
beforeEach(() => resetThrottles(t));

const memberInfo = (token: string) => t.call('policyholder/MemberInfo', {}, { token });

describe('guessing', () => {
  it('locks an account after 5 wrong passwords, even against the right one', async () => {
    const { email, password } = await registerMember(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('policyholder/Login', { account: email, password: 'Wr0ngpass' })).code,
      ).toBe(400);
    }
    const res = await t.call('policyholder/Login', { account: email, password });
    expect(res.code).toBe(429);
    expect(res.data.retryAfter).toBeGreaterThan(800);
    expect(res.http.headers['retry-after']).toBe(String(res.data.retryAfter));
  });

  it('kills a mailed code after 5 wrong tries, even for the right digits', async () => {
    const email = uniqueEmail('lockout');
    const code = await requestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const fields = { ...PERSON, email };
    for (let i = 0; i < 5; i++) {
      expect((await t.call('policyholder/Register', { ...fields, code: wrong })).code).toBe(400);
    }
    const res = await t.call('policyholder/Register', { ...fields, code });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('Incorrect Verification Code');
  });

  it.each(['password1', 'Password1', 'qwerty123', 'abc123456'])(
    'refuses the common password %s on register and reset',
    async (password) => {
      const email = uniqueEmail('common');
      const fields = { ...PERSON, email, code: '123456', password };
      const register = await t.call('policyholder/Register', fields);
      const reset = await t.call('policyholder/ForgetPassword', {
        email,
        code: '123456',
        password,
      });
      for (const res of [register, reset]) {
        expect(res.code).toBe(400);
        expect(Object.keys(res.data.fields)).toEqual(['password']);
      }
    },
  );
});

describe('sessions', () => {
  /**
   * A session opened at `at` and not used since, made without logging in (a password hash costs
   * ~0.4 s here; login itself is tested above).
   */
  async function sessionOpenedAt(at: number, life = t.config) {
    const { id } = await newMember(t);
    return createSession(t.app.ctx.db, id, life, at);
  }

  it('stores only the hash of a token, and limits its life to SESSION_MAX_S', async () => {
    const { token } = await newMember(t);
    const row = await t.app.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(MAX_S * 1000);
  });

  it('ends a session idle for longer than SESSION_IDLE_S', async () => {
    const recent = await sessionOpenedAt(Date.now() - (IDLE_S - 60) * 1000);
    expect((await memberInfo(recent)).code).toBe(200);
    const idle = await sessionOpenedAt(Date.now() - (IDLE_S + 1) * 1000);
    expect(visible(await memberInfo(idle))).toEqual({
      code: 401,
      msg: expect.any(String),
      data: null,
    });
  });

  it('ends a session at its absolute expiry, however recently it was used', async () => {
    // Opened a moment ago with no absolute life left: idle it is not, expired it is.
    const token = await sessionOpenedAt(Date.now() - 1, { ...t.config, sessionMaxS: 0 });
    expect((await memberInfo(token)).code).toBe(401);
  });

  it('revokes a token on logout, and every token on a password reset (code 100)', async () => {
    const { email, password } = await registerMember(t);
    const token = await logIn(t, email, password);
    const other = await logIn(t, email, password);
    expect((await t.call('policyholder/Logout', {}, { token })).code).toBe(200);
    expect((await memberInfo(token)).code).toBe(401);
    expect((await memberInfo(other)).code).toBe(200);
    await resetThrottles(t);
    const code = await requestCode(t, email, 'forget');
    const reset = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'N3w-Otter-pass',
    });
    expect(reset.code).toBe(200);
    expect((await memberInfo(other)).code).toBe(100);
  });

  it('accepts the token only whole: a prefix, a suffix or another case is refused', async () => {
    const { token } = await newMember(t);
    for (const wrong of [token.slice(0, -1), `${token}A`, token.toUpperCase()]) {
      expect((await memberInfo(wrong)).code).toBe(401);
    }
  });
});

describe('no account enumeration: the full answers are equal', () => {
  let known: string;
  beforeAll(async () => {
    known = (await registerMember(t)).email;
  });

  it('Login: unknown account and wrong password', async () => {
    const unknownAccount = await t.call('policyholder/Login', {
      account: uniqueEmail('nobody'),
      password: 'Wr0ngpass',
    });
    const wrongPassword = await t.call('policyholder/Login', {
      account: known,
      password: 'Wr0ngpass',
    });
    expect(visible(unknownAccount)).toEqual(visible(wrongPassword));
    expect(unknownAccount.code).toBe(400);
  });

  it.each(['register', 'forget'] as const)(
    'mailcode (%s): an address with and without an account',
    async (transactionType) => {
      const withAccount = await t.call('user/mailcode', { accountNo: known, transactionType });
      const without = await t.call('user/mailcode', {
        accountNo: uniqueEmail('nobody'),
        transactionType,
      });
      expect(visible(withAccount)).toEqual(visible(without));
      expect(withAccount.code).toBe(200);
    },
  );

  it('ForgetPassword: unknown address and wrong code for a known one', async () => {
    const fields = { code: '123456', password: 'N3w-Otter-pass' };
    const unknownAddress = await t.call('policyholder/ForgetPassword', {
      ...fields,
      email: uniqueEmail('nobody'),
    });
    const wrongCode = await t.call('policyholder/ForgetPassword', { ...fields, email: known });
    expect(visible(unknownAddress)).toEqual(visible(wrongCode));
    expect(unknownAddress.code).toBe(400);
  });

  it('Register: a taken address and a new one, both with a wrong code', async () => {
    const fields = { ...PERSON, code: '123456' };
    const taken = await t.call('policyholder/Register', { ...fields, email: known });
    const fresh = await t.call('policyholder/Register', {
      ...fields,
      email: uniqueEmail('nobody'),
    });
    expect(visible(taken)).toEqual(visible(fresh));
    expect(taken.code).toBe(400);
  });
});
