import { describe, expect, it } from 'vitest';
import { findByEmail } from '../src/features/auth/members-repository.ts';
import { PERSON, requestCode, uniqueEmail, useAuthTestApp } from './auth-helpers.ts';

const t = useAuthTestApp();

async function register(areaCode: string | undefined, mobile: string, lang = 'en-US') {
  const email = uniqueEmail('area');
  const code = await requestCode(t, email);
  const fields = { ...PERSON, mobile, email, code };
  const res = await t.call('policyholder/Register', areaCode ? { ...fields, areaCode } : fields, {
    lang,
  });
  return { res, email };
}

describe('user/mobileList', () => {
  it('lists the area codes with labels in the caller’s language and the number’s pattern', async () => {
    const en = await t.call('user/mobileList');
    expect(en.code).toBe(200);
    const codes = en.data.map((row: { areaCode: string }) => row.areaCode);
    expect(codes).toEqual(
      expect.arrayContaining(['+86', '+852', '+853', '+886', '+1', '+44', '+65', '+61', '+81']),
    );
    expect(en.data.find((row: { areaCode: string }) => row.areaCode === '+852')).toEqual({
      areaCode: '+852',
      label: '+852 Hong Kong',
      pattern: '^\\d{8}$',
    });
    const zh = await t.call('user/mobileList', {}, { lang: 'zh-CN' });
    expect(zh.data[0]).toMatchObject({
      areaCode: '+86',
      label: '+86 中国内地',
      pattern: '^1\\d{10}$',
    });
  });
});

describe('policyholder/Register with an area code', () => {
  it('registers a Hong Kong customer with +852 and an 8-digit number', async () => {
    const { res, email } = await register('+852', '91234567');
    expect(res.code, res.msg).toBe(200);
    expect(res.data.mobile).toBe('91234567');
    expect((await findByEmail(t.app.ctx.db, email))?.area_code).toBe('+852');
  });

  it('keeps SPEC’s rule for +86, the default: 11 digits from 1', async () => {
    expect((await register(undefined, '13912345678')).res.code).toBe(200);
    const short = await register(undefined, '91234567', 'zh-CN');
    expect(short.res.code).toBe(400);
    expect(short.res.data.fields.mobile).toBeTruthy();
  });

  it('refuses a number that does not fit its area code, and an unknown area code', async () => {
    const wrong = await register('+852', '13912345678');
    expect(wrong.res).toMatchObject({
      code: 400,
      data: { fields: { mobile: expect.any(String) } },
    });
    const unknown = await register('+999', '91234567');
    expect(unknown.res.data.fields.areaCode).toBeTruthy();
  });
});
