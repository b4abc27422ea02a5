import { describe, expect, it } from 'vitest';
import {
  PERSON,
  lastMailTo,
  logIn,
  registerMember,
  requestCode,
  resetThrottles,
  uniqueEmail,
  useAuthTestApp,
} from './auth-helpers.ts';

const t = useAuthTestApp();

const check = (accountNo: string, code: string, transactionType: string, lang = 'en-US') =>
  t.call(
    'user/checkEmailCode',
    { accountNo, code, transactionType, accType: 'bankUserEmail' },
    { lang },
  );

describe('user/checkEmailCode', () => {
  it("answers data.code '00' and a token that registers once in place of the code", async () => {
    const email = uniqueEmail('checked');
    const code = await requestCode(t, email);
    const res = await check(email, code, 'register');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ code: '00', token: expect.stringMatching(/^[\w-]{43}$/) });
    const fields = { ...PERSON, email };
    const registered = await t.call('policyholder/Register', {
      ...fields,
      codeToken: res.data.token,
      // The form still carries the digits the check spent: the token decides.
      code,
    });
    expect(registered.code, registered.msg).toBe(200);
    // Used once; and the code itself was spent by the check.
    const again = await t.call('policyholder/Register', { ...fields, codeToken: res.data.token });
    expect(again.code).not.toBe(200);
    expect((await check(email, code, 'register')).data.code).toBe('01');
  });

  it("answers data.code '01' with the translated reason for a wrong code, counted as a try", async () => {
    const email = uniqueEmail('wrong');
    const code = await requestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const en = await check(email, wrong, 'register');
    expect(en).toMatchObject({
      code: 200,
      data: { code: '01', error: 'Incorrect Verification Code' },
    });
    const zh = await check(email, wrong, 'register', 'zh-CN');
    expect(zh.data).toEqual({ code: '01', error: '验证码错误' });
    for (let i = 0; i < 3; i++) await check(email, wrong, 'register');
    // Five wrong tries: the right code is dead too.
    expect((await check(email, code, 'register')).data.code).toBe('01');
  });

  it('does not take a register code for a reset, nor its token', async () => {
    const email = uniqueEmail('purpose');
    const code = await requestCode(t, email);
    expect((await check(email, code, 'forget')).data.code).toBe('01');
    const token = (await check(email, code, 'register')).data.token as string;
    const reset = await t.call('policyholder/ForgetPassword', {
      email,
      codeToken: token,
      password: 'N3w-Passw0rd',
    });
    expect(reset.code).toBe(400);
  });

  it('refuses a malformed call on the fields, in the envelope', async () => {
    const res = await check('not-an-email', '12', 'register');
    expect(res.code).toBe(400);
    expect(Object.keys(res.data.fields)).toEqual(expect.arrayContaining(['accountNo', 'code']));
  });
});

describe('policyholder/CodeLogin', () => {
  it('logs in with a login code mailed in the caller’s language', async () => {
    const { email } = await registerMember(t);
    const code = await requestCode(t, email, 'login');
    expect(lastMailTo(t.mail, email)?.text).toContain('log in');
    const res = await t.call('policyholder/CodeLogin', { account: email, code });
    expect(res).toMatchObject({ code: 200, msg: 'Login Successful', data: { member: { email } } });
    const info = await t.call('policyholder/MemberInfo', {}, { token: res.data.token });
    expect(info.data.email).toBe(email);
  });

  it('logs in with the token of a checked login code, once', async () => {
    const { email } = await registerMember(t);
    const code = await requestCode(t, email, 'login');
    const token = (await check(email, code, 'login')).data.token as string;
    expect(
      (await t.call('policyholder/CodeLogin', { account: email, codeToken: token })).code,
    ).toBe(200);
    expect(
      (await t.call('policyholder/CodeLogin', { account: email, codeToken: token })).code,
    ).toBe(400);
  });

  it('sends no code to an address without an account, and refuses any code for it', async () => {
    await resetThrottles(t);
    const email = uniqueEmail('nobody');
    const res = await t.call('user/mailcode', { accountNo: email, transactionType: 'login' });
    expect(res.code).toBe(200);
    expect(lastMailTo(t.mail, email)?.text).not.toMatch(/\d{6}/);
    const login = await t.call('policyholder/CodeLogin', { account: email, code: '123456' });
    expect(login).toMatchObject({ code: 400, msg: 'Incorrect Verification Code' });
  });

  it('wants a code or a token', async () => {
    const res = await t.call('policyholder/CodeLogin', { account: uniqueEmail() });
    expect(res.code).toBe(400);
    expect(res.data.fields.code).toBeTruthy();
  });
});

describe('policyholder/ChangePassword', () => {
  it("says 'Modification Successful', ends the member's other sessions and keeps this one", async () => {
    await resetThrottles(t);
    const { email, password } = await registerMember(t);
    const here = await logIn(t, email, password);
    const elsewhere = await logIn(t, email, password);
    const res = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: password, password: 'N3w-Passw0rd' },
      { token: here },
    );
    expect(res).toMatchObject({ code: 200, msg: 'Modification Successful' });
    expect((await t.call('policyholder/MemberInfo', {}, { token: here })).code).toBe(200);
    expect((await t.call('policyholder/MemberInfo', {}, { token: elsewhere })).code).toBe(100);
    expect((await t.call('policyholder/Login', { account: email, password })).code).toBe(400);
    await logIn(t, email, 'N3w-Passw0rd');
  });

  it('refuses a wrong current password on its field, and a new one that breaks the rule', async () => {
    await resetThrottles(t);
    const { email, password } = await registerMember(t);
    const token = await logIn(t, email, password);
    const wrong = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: 'Not-it-123', password: 'N3w-Passw0rd' },
      { token, lang: 'zh-CN' },
    );
    expect(wrong).toMatchObject({ code: 400, data: { fields: { oldPassword: '原密码不正确' } } });
    const weak = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: password, password: 'short' },
      { token },
    );
    expect(weak.code).toBe(400);
    expect(weak.data.fields.password).toBeTruthy();
  });

  it('counts wrong current passwords like failed logins (5, then 429)', async () => {
    await resetThrottles(t);
    const { email, password } = await registerMember(t);
    const token = await logIn(t, email, password);
    const attempt = () =>
      t.call(
        'policyholder/ChangePassword',
        { oldPassword: 'Not-it-123', password: 'N3w-Passw0rd' },
        { token },
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).code).toBe(400);
    expect((await attempt()).code).toBe(429);
  });

  it('needs a session', async () => {
    const res = await t.call('policyholder/ChangePassword', {
      oldPassword: 'a',
      password: 'N3w-Passw0rd',
    });
    expect(res.code).toBe(401);
  });
});
