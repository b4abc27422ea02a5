import { AGREEMENT_VERSION } from '@app/contract/constants';
import { DECLARATIONS_VERSION, PICS_VERSION } from '@app/contract/declarations/texts';
import { describe, expect, it } from 'vitest';
import { register, requestCode, uniqueEmail, useAuthTestApp } from './auth-helpers.ts';

/** user/userDeal (the texts, public) and the agreement Register requires (DESIGN.md). */
const t = useAuthTestApp();

const deal = (fields: Record<string, string>, lang = 'en-US') =>
  t.call('user/userDeal', fields, { lang });

describe('user/userDeal', () => {
  it.each([
    ['agreement', 'User Agreement', '用户协议'],
    ['privacy', 'Personal Information Collection Statement', '个人资料收集声明'],
    ['declarations', 'Declarations', '投保声明'],
  ])('answers %s in the caller language, without a session', async (kind, en, zh) => {
    const english = await deal({ kind, productType: 'insurance' });
    expect(english.code, english.msg).toBe(200);
    expect(english.data.title).toBe(en);
    expect(english.data.body.length).toBeGreaterThan(300);
    expect(english.data.body).toMatch(/[a-z]/);
    const chinese = await deal({ kind, productType: 'insurance' }, 'zh-CN');
    expect(chinese.data.title).toBe(zh);
    expect(chinese.data.body).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese.data.version).toBe(english.data.version);
  });

  it('answers the agreement at the version Register expects and the statement at the one submit requires', async () => {
    expect((await deal({ kind: 'agreement' })).data.version).toBe(AGREEMENT_VERSION);
    expect((await deal({ kind: 'privacy' })).data.version).toBe(PICS_VERSION);
    expect((await deal({ kind: 'declarations' })).data.version).toBe(DECLARATIONS_VERSION);
  });

  it('refuses an unknown kind or product', async () => {
    const res = await deal({ kind: 'cookies' }, 'zh-CN');
    expect(res.code).toBe(400);
    expect(res.data.fields.kind).toBe('请选择有效选项');
    expect((await deal({ kind: 'declarations', productType: 'yacht' })).code).toBe(400);
  });
});

describe('policyholder/Register and the agreement', () => {
  it('refuses a missing agreementVersion on its field, in the caller language', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const res = await register(t, email, code, { agreementVersion: '' }, { lang: 'zh-CN' });
    expect(res.code).toBe(400);
    expect(res.data.fields.agreementVersion).toBe('请阅读并同意用户协议和隐私声明');
  });

  it('refuses an outdated version without spending the code, then accepts the current one', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const old = await register(t, email, code, { agreementVersion: '2020-01-01' });
    expect(old.code).toBe(400);
    expect(old.msg).toBe('The User Agreement has been updated; please read and agree to it again');
    expect(old.data.fields.agreementVersion).toBe(old.msg);
    const ok = await register(t, email, code);
    expect(ok.code, ok.msg).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select(['agreement_version', 'agreement_at', 'created_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.agreement_version).toBe(AGREEMENT_VERSION);
    expect(Number(row.agreement_at)).toBe(Number(row.created_at));
  });
});
