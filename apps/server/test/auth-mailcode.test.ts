import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/notify/mail/mailer.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  codeIn,
  endThrottleWindows,
  lastMailTo,
  register,
  registerMember,
  requestCode,
  resetThrottles,
  uniqueEmail,
  useAuthTestApp,
} from './auth-helpers.ts';

const t = useAuthTestApp();

describe('user/mailcode', () => {
  it('mails a 6-digit code that lives 10 minutes, in text and html', async () => {
    const email = uniqueEmail();
    const res = await t.call('user/mailcode', { accountNo: email, transactionType: 'register' });
    expect(res).toMatchObject({
      code: 200,
      msg: 'Verification Code Sent Successfully',
      data: null,
    });
    const message = lastMailTo(t.mail, email);
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.subject).toBe(`Your verification code ${code}`);
    expect(message?.text).toContain(code);
    expect(message?.text).toContain('10 minutes');
    expect(message?.html).toContain(`<strong>${code}</strong>`);
  });

  it('defaults to a register code when transactionType is left out', async () => {
    const email = uniqueEmail();
    const res = await t.call('user/mailcode', { accountNo: email, accType: 'bankUserEmail' });
    expect(res.code).toBe(200);
    expect(lastMailTo(t.mail, email)?.text).toContain('registration');
  });

  it('stores the code only as a hash', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const rows = await t.app.ctx.db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(10 * 60_000);
  });

  it('mails an address at most once a minute: code 429 with retryAfter', async () => {
    const email = uniqueEmail();
    await requestCode(t, email);
    const sent = t.mail.length;
    const again = await t.call('user/mailcode', { accountNo: email, transactionType: 'forget' });
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/^Please wait \d+ s before requesting another code$/);
    expect(again.data.retryAfter).toBeGreaterThan(0);
    expect(again.data.retryAfter).toBeLessThanOrEqual(60);
    expect(again.http.headers['retry-after']).toBe(String(again.data.retryAfter));
    expect(t.mail.length).toBe(sent);

    // A minute later (the window moved back in the database) a new code may go out.
    await endThrottleWindows(t);
    await requestCode(t, email);
  });

  it('limits how many mails one client address can have sent', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await t.call('user/mailcode', { accountNo: uniqueEmail('ip') });
      expect(res.code).toBe(200);
    }
    const res = await t.call('user/mailcode', { accountNo: uniqueEmail('ip') });
    expect(res.code).toBe(429);
    expect(res.data.retryAfter).toBeGreaterThan(60);
  });

  it('a new code replaces the one mailed before', async () => {
    const email = uniqueEmail();
    const first = await requestCode(t, email);
    await resetThrottles(t);
    let second = await requestCode(t, email);
    while (second === first) {
      await resetThrottles(t);
      second = await requestCode(t, email);
    }
    const old = await register(t, email, first);
    expect(old.code).toBe(400);
    const fresh = await register(t, email, second);
    expect(fresh.code).toBe(200);
  });

  it('answers a taken address like a new one, but mails a notice instead of a code', async () => {
    const { email } = await registerMember(t);
    await resetThrottles(t);
    const res = await t.call('user/mailcode', { accountNo: email, transactionType: 'register' });
    expect(res).toMatchObject({
      code: 200,
      msg: 'Verification Code Sent Successfully',
      data: null,
    });
    const notice = lastMailTo(t.mail, email);
    expect(notice?.subject).toBe('You already have an account');
    expect(codeIn(notice)).toBeUndefined();
    expect(notice?.text).not.toMatch(/\d{6}/);
  });

  it('does not tell whether an address has an account when asked for a reset code', async () => {
    const { email: known } = await registerMember(t);
    const unknown = uniqueEmail('nobody');
    await resetThrottles(t);
    const a = await t.call('user/mailcode', { accountNo: known, transactionType: 'forget' });
    const b = await t.call('user/mailcode', { accountNo: unknown, transactionType: 'forget' });
    expect({ code: b.code, msg: b.msg, data: b.data }).toEqual({
      code: a.code,
      msg: a.msg,
      data: a.data,
    });
    expect(codeIn(lastMailTo(t.mail, known))).toMatch(/^\d{6}$/);
    const notice = lastMailTo(t.mail, unknown);
    expect(notice?.subject).toBe('Password reset request');
    expect(notice?.text).not.toMatch(/\d{6}/);
    const stored = await t.app.ctx.db
      .selectFrom('email_codes')
      .select('id')
      .where('email', '=', unknown)
      .execute();
    expect(stored).toHaveLength(0);
    // The unknown address is held to the same minute as a known one.
    const again = await t.call('user/mailcode', { accountNo: unknown, transactionType: 'forget' });
    expect(again.code).toBe(429);
  });

  it("speaks the caller's language, in the answer and in the mail", async () => {
    const email = uniqueEmail();
    const res = await t.call(
      'user/mailcode',
      { accountNo: email, transactionType: 'forget' },
      { lang: 'zh-CN' },
    );
    expect(res.msg).toBe('验证码发送成功');
    expect(lastMailTo(t.mail, email)?.subject).toBe('重置密码请求');
    const other = uniqueEmail();
    await t.call('user/mailcode', { accountNo: other }, { lang: 'zh-CN' });
    const message = lastMailTo(t.mail, other);
    expect(message?.subject).toMatch(/^您的验证码 \d{6}$/);
    expect(message?.text).toContain('10 分钟');
  });

  it('refuses a malformed address with code 400 and a message for the field', async () => {
    const res = await t.call('user/mailcode', { accountNo: 'not-an-email' });
    expect(res.code).toBe(400);
    expect(res.data.fields.accountNo).toBe('Please fill in the correct email format');
    const zh = await t.call('user/mailcode', { accountNo: 'x@' }, { lang: 'zh-CN' });
    expect(zh.data.fields.accountNo).toBe('请填写正确的邮箱格式');
    const purpose = await t.call('user/mailcode', {
      accountNo: uniqueEmail(),
      transactionType: 'steal',
    });
    expect(purpose.code).toBe(400);
    expect(Object.keys(purpose.data.fields)).toEqual(['transactionType']);
  });
});

describe('user/mailcode when the mail server refuses', () => {
  let failing: TestApp;
  const delivered: MailMessage[] = [];
  let refuse = true;

  beforeAll(async () => {
    failing = await buildTestApp(
      {},
      {
        mailer: {
          async send(message) {
            if (refuse) throw new Error('550 mailbox unavailable');
            delivered.push(message);
          },
          close: () => undefined,
        },
      },
    );
  });
  afterAll(async () => {
    await failing.close();
  });

  it('answers code 500 "Verification Code Sending Failed", keeps no code, and a retry works', async () => {
    const email = uniqueEmail();
    refuse = true;
    const res = await failing.call('user/mailcode', { accountNo: email });
    expect(res).toMatchObject({ code: 500, msg: 'Verification Code Sending Failed', data: null });
    const rows = await failing.app.ctx.db
      .selectFrom('email_codes')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(0);

    const zh = await failing.call('user/mailcode', { accountNo: uniqueEmail() }, { lang: 'zh-CN' });
    expect(zh.msg).toBe('验证码发送失败');

    // No minute's wait: the failed attempt did not count against the address.
    refuse = false;
    const code = await requestCode(failing, email, 'register', delivered);
    const ok = await register(failing, email, code);
    expect(ok.code).toBe(200);
  });

  it('keeps the previous code valid when sending a new one fails', async () => {
    const email = uniqueEmail();
    refuse = false;
    const code = await requestCode(failing, email, 'register', delivered);
    await resetThrottles(failing);
    refuse = true;
    expect((await failing.call('user/mailcode', { accountNo: email })).code).toBe(500);
    const ok = await register(failing, email, code);
    expect(ok.code).toBe(200);
  });
});
