import { describe, expect, it } from 'vitest';
import {
  logIn,
  register,
  registerMember,
  requestCode,
  resetThrottles,
  uniqueEmail,
  useAuthTestApp,
} from './auth-helpers.ts';

const t = useAuthTestApp();

describe('policyholder/ForgetPassword', () => {
  it('sets the new password and ends every session with code 100', async () => {
    const { email, password } = await registerMember(t);
    const phone = await logIn(t, email, password);
    const tablet = await logIn(t, email, password);
    await resetThrottles(t);

    const code = await requestCode(t, email, 'forget');
    expect(t.mail.at(-1)?.text).toContain('reset your password');
    const res = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'New-Otter-9',
    });
    expect(res).toMatchObject({ code: 200, msg: 'Modification Successful', data: null });

    for (const token of [phone, tablet]) {
      const info = await t.call('policyholder/MemberInfo', {}, { token });
      expect(info.code).toBe(100);
      expect(info.msg).toBe('Your session has ended, please log in again');
    }
    expect((await t.call('policyholder/Login', { account: email, password })).code).toBe(400);
    const fresh = await logIn(t, email, 'New-Otter-9');
    expect((await t.call('policyholder/MemberInfo', {}, { token: fresh })).code).toBe(200);
  });

  it('lets the owner in at once even after failed logins', async () => {
    const { email } = await registerMember(t);
    for (let i = 0; i < 6; i += 1) {
      await t.call('policyholder/Login', { account: email, password: `Wrong-${i}x` });
    }
    const code = await requestCode(t, email, 'forget');
    await t.call('policyholder/ForgetPassword', { email, code, password: 'New-Otter-9' });
    await logIn(t, email, 'New-Otter-9');
  });

  it('does not accept a register code, a wrong code or a used code', async () => {
    const email = uniqueEmail();
    const registerCode = await requestCode(t, email);
    await register(t, email, registerCode);
    await resetThrottles(t);
    const reuse = await t.call('policyholder/ForgetPassword', {
      email,
      code: registerCode,
      password: 'New-Otter-9',
    });
    expect(reuse.code).toBe(400);
    expect(reuse.data.fields.code).toBe('Incorrect Verification Code');

    const code = await requestCode(t, email, 'forget');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await t.call('policyholder/ForgetPassword', {
      email,
      code: wrong,
      password: 'New-Otter-9',
    });
    expect(res.msg).toBe('Incorrect Verification Code');
    const ok = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'New-Otter-9',
    });
    expect(ok.code).toBe(200);
    const again = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'Other-Otter-9',
    });
    expect(again.code).toBe(400);
  });

  it('answers an unknown address exactly like a wrong code', async () => {
    const unknown = uniqueEmail('nobody');
    await t.call('user/mailcode', { accountNo: unknown, transactionType: 'forget' });
    const res = await t.call('policyholder/ForgetPassword', {
      email: unknown,
      code: '123456',
      password: 'New-Otter-9',
    });
    expect(res).toMatchObject({
      code: 400,
      msg: 'Incorrect Verification Code',
      data: { fields: { code: 'Incorrect Verification Code' } },
    });
  });

  it('refuses a common or weak new password', async () => {
    const { email } = await registerMember(t);
    const code = await requestCode(t, email, 'forget');
    const common = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'abc123',
    });
    expect(common.data.fields.password).toBe('This password is too common, please choose another');
    const weak = await t.call('policyholder/ForgetPassword', { email, code, password: 'abcdefg' });
    expect(weak.data.fields.password).toBe(
      'Password must be 6-16 characters with at least one letter and one number',
    );
  });
});
