import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from '../admin-helpers.ts';
import { codeIn, lastMailTo, registerMember, uniqueEmail } from '../auth-helpers.ts';
import { clear, clearAll } from '../../src/http/throttle.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { encryptPassword, makeStaff, staffLogin, STAFF_PASSWORD } from '../staff-helpers.ts';

/**
 * Issue 34 point 5: the limits slow an attacker without locking the owner out. Every request
 * names its client address (the socket's, as behind no proxy); the owner's is CLEAN.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearAll(t.app.ctx.db);
});

const CLEAN = '198.51.100.10';
let next = 0;
/** A fresh attacker address per call: documentation range 203.0.113.0/24 and 192.0.2.0/24. */
const attacker = () => {
  next += 1;
  return `${next % 2 ? '203.0.113' : '192.0.2'}.${(next % 250) + 1}`;
};

const memberLogin = (account: string, password: string, ip: string, lang = 'en-US') =>
  t.call('policyholder/Login', { account, password }, { ip, lang });

async function staffLoginFrom(email: string, password: string, ip: string) {
  return t.call(
    'pda/site/login',
    { username: email, password: await encryptPassword(t, password) },
    { ip },
  );
}

describe('member password login', () => {
  it("refuses one address after 5 failures, but never the owner's right password from a clean address", async () => {
    const { email, password } = await registerMember(t);
    const guesser = attacker();
    for (let i = 0; i < 5; i += 1) {
      expect((await memberLogin(email, `Wrong-${i}x`, guesser)).code).toBe(400);
    }
    const refused = await memberLogin(email, password, guesser);
    expect(refused.code).toBe(429);
    expect(refused.msg).toBe(`Too many attempts, please try again in ${refused.data.retryAfter} s`);
    const zh = await memberLogin(email, password, guesser, 'zh-CN');
    expect(zh.msg).toBe(`尝试次数过多，请 ${zh.data.retryAfter} 秒后再试`);

    expect((await memberLogin(email, password, CLEAN)).code).toBe(200);
  });

  it('lets an account attacked from many addresses be tried only twice per address, and the owner in', async () => {
    const { email, password } = await registerMember(t);
    // 21 failures from 21 addresses: the account now counts as attacked.
    for (let i = 0; i < 21; i += 1) {
      expect((await memberLogin(email, `Wrong-${i}x`, attacker())).code).toBe(400);
    }
    const guesser = attacker();
    expect((await memberLogin(email, 'Wrong-a1', guesser)).code).toBe(400);
    expect((await memberLogin(email, 'Wrong-a2', guesser)).code).toBe(400);
    expect((await memberLogin(email, 'Wrong-a3', guesser)).code).toBe(429);

    expect((await memberLogin(email, password, CLEAN)).code).toBe(200);
  });

  it('still refuses one address that tries many accounts (30 failures)', async () => {
    const guesser = attacker();
    for (let i = 0; i < 30; i += 1) {
      expect((await memberLogin(uniqueEmail('spray'), 'Wrong-1x', guesser)).code).toBe(400);
    }
    expect((await memberLogin(uniqueEmail('spray'), 'Wrong-1x', guesser)).code).toBe(429);
    expect((await memberLogin(uniqueEmail('spray'), 'Wrong-1x', CLEAN)).code).toBe(400);
  });

  it('counts a wrong current password in ChangePassword per address too', async () => {
    const { email, password } = await registerMember(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await memberLogin(email, `Wrong-${i}x`, attacker())).code).toBe(400);
    }
    const token = (await memberLogin(email, password, CLEAN)).data.token as string;
    const change = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: password, password: 'Fresh-Otter9' },
      { token, ip: CLEAN },
    );
    expect(change.code, change.msg).toBe(200);
  });
});

describe('staff password login', () => {
  it("refuses one address after 5 failures, but never the owner's right password from a clean address", async () => {
    const staff = await makeStaff(t, 'operator');
    const guesser = attacker();
    for (let i = 0; i < 5; i += 1) {
      expect((await staffLoginFrom(staff.email, `Wrong${i}x2026`, guesser)).code).toBe(400);
    }
    const refused = await staffLoginFrom(staff.email, STAFF_PASSWORD, guesser);
    expect(refused.code).toBe(429);
    expect(refused.msg).toBe(`Too many attempts, please try again in ${refused.data.retryAfter} s`);

    const owner = await staffLoginFrom(staff.email, STAFF_PASSWORD, CLEAN);
    expect(owner.code).toBe(200);
    expect(owner.data.bearer_token).toBeTruthy();
  });

  it('lets an attacked staff account be tried only twice per address, and the owner in', async () => {
    const staff = await makeStaff(t, 'agent');
    for (let i = 0; i < 21; i += 1) {
      expect((await staffLoginFrom(staff.email, `Wrong${i}x2026`, attacker())).code).toBe(400);
    }
    const guesser = attacker();
    expect((await staffLoginFrom(staff.email, 'Wrong1a2026', guesser)).code).toBe(400);
    expect((await staffLoginFrom(staff.email, 'Wrong2a2026', guesser)).code).toBe(400);
    expect((await staffLoginFrom(staff.email, 'Wrong3a2026', guesser)).code).toBe(429);
    expect((await staffLoginFrom(staff.email, STAFF_PASSWORD, CLEAN)).code).toBe(200);
  });
});

describe('e-mail code checks', () => {
  const check = (accountNo: string, code: string, ip: string, transactionType = 'forget') =>
    t.call('user/checkEmailCode', { accountNo, code, transactionType, accType: 'email' }, { ip });

  async function mailedCode(email: string, transactionType: 'forget' | 'login') {
    await clear(t.app.ctx.db, `mailcode:to:${email}`);
    const res = await t.call('user/mailcode', { accountNo: email, transactionType }, { ip: CLEAN });
    expect(res.code, res.msg).toBe(200);
    return codeIn(lastMailTo(t.mail, email)) as string;
  }

  it("lets the owner reset and log in by code after other addresses' checks", async () => {
    const { email } = await registerMember(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await check(email, '000000', attacker())).data.code).toBe('01');
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await check(email, '000000', attacker(), 'login')).data.code).toBe('01');
    }
    const resetCode = await mailedCode(email, 'forget');
    const reset = await t.call(
      'policyholder/ForgetPassword',
      { email, code: resetCode, password: 'Fresh-Otter9' },
      { ip: CLEAN },
    );
    expect(reset.code, reset.msg).toBe(200);

    const loginCode = await mailedCode(email, 'login');
    const login = await t.call(
      'policyholder/CodeLogin',
      { account: email, code: loginCode },
      { ip: CLEAN },
    );
    expect(login.code, login.msg).toBe(200);
  });

  it('refuses one address after 10 checks of one e-mail, or 30 across e-mails', async () => {
    const { email } = await registerMember(t);
    const guesser = attacker();
    for (let i = 0; i < 10; i += 1)
      expect((await check(email, '000000', guesser)).data.code).toBe('01');
    const refused = await check(email, '000000', guesser);
    expect(refused.code).toBe(429);
    expect(refused.msg).toBe(`Too many attempts, please try again in ${refused.data.retryAfter} s`);

    const sprayer = attacker();
    for (let i = 0; i < 30; i += 1) {
      expect((await check(uniqueEmail('spray'), '000000', sprayer)).data.code).toBe('01');
    }
    expect((await check(uniqueEmail('spray'), '000000', sprayer)).code).toBe(429);
  });

  it('gives each mailed code one guess once an e-mail is attacked from many addresses', async () => {
    const { email } = await registerMember(t);
    for (let i = 0; i < 11; i += 1) await check(email, '000000', attacker());
    const code = await mailedCode(email, 'forget');
    const wrong = code === '999999' ? '999998' : '999999';
    expect((await check(email, wrong, attacker())).data.code).toBe('01');
    // The one wrong guess used the code up: the right digits no longer work.
    expect((await check(email, code, CLEAN)).data.code).toBe('01');
    // A fresh code for the owner works from a clean address.
    const fresh = await mailedCode(email, 'forget');
    expect((await check(email, fresh, CLEAN)).data.code).toBe('00');
  });
});

describe('bearer tokens', () => {
  it("keeps a valid staff token working after someone else's wrong ones from the same address", async () => {
    const staff = await makeStaff(t, 'operator');
    const { bearer_token } = await staffLogin(t, staff.email);
    for (let i = 0; i < 12; i += 1) {
      const wrong = await admin(t, 'GET', '/admin/appointments', undefined, `wrong-token-${i}`);
      expect(wrong.status).toBe(i < 10 ? 401 : 429);
    }
    const valid = await admin(t, 'GET', '/admin/appointments', undefined, bearer_token);
    expect(valid.status).toBe(200);
  });

  it('refuses the address over the limit even with ADMIN_TOKEN, with the wait in the message', async () => {
    for (let i = 0; i < 10; i += 1)
      await admin(t, 'GET', '/admin/appointments', undefined, `bad-${i}`);
    const locked = await admin(t, 'GET', '/admin/appointments', undefined, ADMIN_TOKEN);
    expect(locked.status).toBe(429);
    const wait = locked.body.data.retryAfter as number;
    expect(wait).toBeGreaterThan(0);
    expect(locked.res.headers['retry-after']).toBe(String(wait));
    expect(locked.body.msg).toBe(`Too many attempts, please try again in ${wait} s`);

    const zh = await t.app.inject({
      method: 'GET',
      url: '/admin/appointments',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'accept-language': 'zh-CN' },
    });
    expect(zh.json().msg).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
  });
});
