import { describe, expect, it } from 'vitest';
import { expireAllOf } from '../src/features/auth/email-codes-repository.ts';
import { findById } from '../src/features/auth/members-repository.ts';
import { register, requestCode, uniqueEmail, useAuthTestApp } from './auth-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { atProductionCost } from './hash-cost.ts';

const t = useAuthTestApp();

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('policyholder/Register', () => {
  it('registers with the mailed code and answers the member, its password hashed with OWASP’s scrypt', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const res = await atProductionCost(() => register(t, email, code));
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Registration Successful');
    expect(res.data).toEqual({
      id: expect.any(String),
      name: 'Chan Tai Man',
      mobile: '13912345678',
      email,
    });
    const row = await findById(t.app.ctx.db, res.data.id);
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('keeps e-mails lowercase, so one mailbox is one account', async () => {
    const email = uniqueEmail('Mixed.Case');
    const code = await requestCode(t, email.toUpperCase());
    const res = await register(t, email.toUpperCase(), code);
    expect(res.code).toBe(200);
    expect(res.data.email).toBe(email.toLowerCase());
  });

  it('refuses a wrong code with 400 "Incorrect Verification Code" on the code field', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const res = await register(t, email, wrongCode(code));
    expect(res).toMatchObject({
      code: 400,
      msg: 'Incorrect Verification Code',
      data: { fields: { code: 'Incorrect Verification Code' } },
    });
    const zh = await register(t, email, wrongCode(code), {}, { lang: 'zh-CN' });
    expect(zh.msg).toBe('验证码错误');
    expect(zh.data.fields.code).toBe('验证码错误');
  });

  it('refuses a code that was never sent', async () => {
    const res = await register(t, uniqueEmail(), '123456');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('Incorrect Verification Code');
  });

  it('kills a code after 5 wrong tries, even for the right digits', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    for (let i = 0; i < 5; i += 1) {
      const res = await register(t, email, wrongCode(code));
      expect(res.code).toBe(400);
    }
    const res = await register(t, email, code);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('Incorrect Verification Code');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    await expireAllOf(t.app.ctx.db, email);
    const res = await register(t, email, code);
    expect(res.code).toBe(400);
    expect(res.data.fields.code).toBe('Incorrect Verification Code');
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const first = await register(t, email, code);
    expect(first.code).toBe(200);
    const second = await register(t, email, code);
    expect(second.code).toBe(400);
    expect(second.msg).toBe('Incorrect Verification Code');
  });

  it('answers 409 when the address got an account after its code was sent', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    await addMember(t, email);
    const res = await register(t, email, code);
    expect(res).toMatchObject({ code: 409, msg: 'This e-mail is already registered' });
  });

  it('lets only one of two simultaneous registrations through', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const results = await Promise.all([register(t, email, code), register(t, email, code)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, expect.any(Number)]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect([400, 409]).toContain(results.find((r) => r.code !== 200)?.code);
    const rows = await t.app.ctx.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a common password without spending the code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const res = await register(t, email, code, { password: 'Password1' });
    expect(res).toMatchObject({
      code: 400,
      msg: 'This password is too common, please choose another',
      data: { fields: { password: 'This password is too common, please choose another' } },
    });
    const zh = await register(t, email, code, { password: 'qwerty123' }, { lang: 'zh-CN' });
    expect(zh.data.fields.password).toBe('密码过于常见，请换一个');
    const ok = await register(t, email, code);
    expect(ok.code).toBe(200);
  });

  it('validates every field with a message per field', async () => {
    const res = await t.call('policyholder/Register', {
      name: '',
      mobile: '12345',
      email: 'nobody@',
      code: '12ab',
      password: 'abcdef',
    });
    expect(res.code).toBe(400);
    expect(res.data.fields).toEqual({
      name: 'Please enter the name',
      mobile: 'Please enter a valid mobile number',
      email: 'Please fill in the correct email format',
      code: 'Please enter the 6-digit code',
      password: 'Password must be 6-16 characters with at least one letter and one number',
      agreementVersion: 'Please read and agree to the User Agreement and the Privacy Statement',
    });
    const zh = await register(t, 'bad', '123456', { password: '123456' }, { lang: 'zh-CN' });
    expect(zh.data.fields.email).toBe('请填写正确的邮箱格式');
    expect(zh.data.fields.password).toBe('密码需 6-16 位，且至少包含一个字母和一个数字');
  });
});
