import { describe, expect, it } from 'vitest';
import {
  addThrottleHits,
  endThrottleWindows,
  logIn,
  registerMember,
  uniqueEmail,
  useAuthTestApp,
} from './auth-helpers.ts';
import { atProductionCost } from './hash-cost.ts';

const t = useAuthTestApp();

/** The failed-login counter of the one client address every injected request comes from. */
const CLIENT_FAILURES = 'login:ip:127.0.0.1';

const login = (account: string, password: string, lang?: string) =>
  t.call('policyholder/Login', { account, password }, lang ? { lang } : {});

describe('policyholder/Login', () => {
  // Found by the fuzz suite: PostgreSQL refuses NUL in text, and Login answered 500 there.
  it('refuses a NUL character in any field with 400 on every database', async () => {
    const res = await login('a\u0000@b.cn', 'Wrong-pass1');
    expect(res).toMatchObject({ code: 400, data: { fields: { account: 'Invalid format' } } });
  });

  it('answers a token and the member; the token then opens MemberInfo', async () => {
    const { id, email, password } = await registerMember(t);
    const res = await login(email, password);
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Login Successful');
    expect(res.data.member).toEqual({ id, name: 'Chan Tai Man', mobile: '13912345678', email });
    expect(res.data.token).toMatch(/^[\w-]{43}$/);

    const info = await t.call('policyholder/MemberInfo', {}, { token: res.data.token });
    expect(info.code).toBe(200);
    expect(info.data).toEqual(res.data.member);
  });

  it('accepts the account in any case and with spaces around it', async () => {
    const { email, password } = await registerMember(t);
    expect((await login(` ${email.toUpperCase()} `, password)).code).toBe(200);
  });

  it('says the same for an unknown account and a wrong password', async () => {
    const { email } = await registerMember(t);
    const wrong = await login(email, 'Wrong-pass1');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong-pass1');
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({ code: 400, msg: 'Incorrect account or password', data: null });
    }
    const zh = await login(email, 'Wrong-pass1', 'zh-CN');
    expect(zh.msg).toBe('账号或密码错误');
  });

  it('spends a password check on unknown accounts too, so timing does not tell them apart', async () => {
    // At the real cost (the account's hash and the dummy's): the test parameters' check takes
    // about as long as the rest of a login.
    await atProductionCost(async () => {
      const { email } = await registerMember(t);
      const timed = async (account: string) => {
        const start = performance.now();
        await login(account, 'Wrong-pass1');
        return performance.now() - start;
      };
      const known = await timed(email);
      const unknown = await timed(uniqueEmail('ghost'));
      // Without the dummy check an unknown account answers in a few ms against hundreds.
      expect(unknown).toBeGreaterThan(known * 0.3);
    });
  });

  it('throttles an account after 5 failures, even for the right password', async () => {
    const { email, password } = await registerMember(t);
    for (let i = 0; i < 5; i += 1) expect((await login(email, `Wrong-${i}x`)).code).toBe(400);
    const blocked = await login(email, password);
    expect(blocked.code).toBe(429);
    expect(blocked.data.retryAfter).toBeGreaterThan(14 * 60);
    expect(blocked.data.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.msg).toBe(`Too many attempts, please try again in ${blocked.data.retryAfter} s`);

    // Another account from the same client is not affected.
    const other = await registerMember(t);
    expect((await login(other.email, other.password)).code).toBe(200);

    // Once the window has passed, the owner gets in.
    await endThrottleWindows(t);
    expect((await login(email, password)).code).toBe(200);
  });

  it('throttles unknown accounts exactly like known ones', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) expect((await login(ghost, `Wrong-${i}x`)).code).toBe(400);
    expect((await login(ghost, 'Wrong-9x')).code).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email, password } = await registerMember(t);
    for (let i = 0; i < 4; i += 1) await login(email, `Wrong-${i}x`);
    expect((await login(email, password)).code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, `Wrong-${i}y`)).code).toBe(400);
  });

  it('throttles one client address trying many accounts', async () => {
    await login(uniqueEmail('spray'), 'Wrong-1x');
    // Stand in for 29 more attempts without paying 29 password hashes.
    await addThrottleHits(t, CLIENT_FAILURES, 29);
    const res = await login(uniqueEmail('spray'), 'Wrong-2x');
    expect(res.code).toBe(429);
  });

  it('counts only failures against the client address', async () => {
    const { email, password } = await registerMember(t);
    await login(uniqueEmail('spray'), 'Wrong-1x');
    await addThrottleHits(t, CLIENT_FAILURES, 28);
    expect((await login(email, password)).code).toBe(200);
    expect((await login(uniqueEmail('spray'), 'Wrong-2x')).code).toBe(400);
    expect((await login(uniqueEmail('spray'), 'Wrong-3x')).code).toBe(429);
  });

  it('validates the fields', async () => {
    const res = await t.call('policyholder/Login', { account: '', password: '' });
    expect(res.code).toBe(400);
    expect(res.data.fields).toEqual({
      account: 'Please enter the e-mail',
      password: 'Please enter the password',
    });
  });
});

describe('policyholder/MemberInfo and Logout', () => {
  it('ends the session on logout: the token then answers 401', async () => {
    const { email, password } = await registerMember(t);
    const token = await logIn(t, email, password);
    const other = await logIn(t, email, password);
    const res = await t.call('policyholder/Logout', {}, { token });
    expect(res).toMatchObject({ code: 200, msg: 'Log Out Successful', data: null });
    const after = await t.call('policyholder/MemberInfo', {}, { token });
    expect(after.code).toBe(401);
    expect(after.msg).toBe('Login has expired, please login again');
    expect((await t.call('policyholder/Logout', {}, { token })).code).toBe(401);
    // Logging out on one device leaves the others alone.
    expect((await t.call('policyholder/MemberInfo', {}, { token: other })).code).toBe(200);
  });

  it('answers 401 for an unknown token', async () => {
    const res = await t.call('policyholder/MemberInfo', {}, { token: 'not-a-token' });
    expect(res.code).toBe(401);
  });

  it('answers in the language of the lang field', async () => {
    const { email, password } = await registerMember(t);
    const token = await logIn(t, email, password);
    const res = await t.call('policyholder/Logout', {}, { token, lang: 'zh-CN' });
    expect(res.msg).toBe('退出成功');
  });
});
