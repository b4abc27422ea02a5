import { enumLabel } from '@app/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin-helpers.ts';
import { uniqueEmail } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  mailsOfMember,
  memberIn,
  notifyApp,
  onlyMailTo,
  sendOutbox,
  sharedBusiness,
  subjectOf,
  textOf,
} from './notify-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/**
 * Traditional Chinese for Hong Kong (DESIGN.md "Languages and the ID scan"): the server answers
 * msg and field messages in zh-HK when the caller asks for it (lang, or Accept-Language with a
 * Traditional Chinese tag), keeps it as the member's language, and mails the member in it.
 */
let smtp: SmtpPeer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await notifyApp(smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const login = (account: string, password: string, headers: Record<string, string>) =>
  t.call('policyholder/Login', { account, password }, { headers });

describe('zh-HK', () => {
  it('answers msg in zh-HK for zh-HK, zh-TW and zh-Hant; other Chinese in zh-CN', async () => {
    const email = uniqueEmail('hk');
    const msgFor = async (acceptLanguage: string) =>
      (await login(email, 'Wrong-pass1', { 'accept-language': acceptLanguage })).msg;
    expect(await msgFor('zh-HK')).toBe('帳號或密碼錯誤');
    expect(await msgFor('zh-TW,zh;q=0.8')).toBe('帳號或密碼錯誤');
    expect(await msgFor('zh-Hant-HK')).toBe('帳號或密碼錯誤');
    expect(await msgFor('zh-SG')).toBe('账号或密码错误');
    expect(await msgFor('zh')).toBe('账号或密码错误');
  });

  it('answers field messages in zh-HK', async () => {
    const res = await login('not-an-email', '', { 'accept-language': 'zh-HK' });
    expect(res.code).toBe(400);
    const texts = Object.values(res.data.fields as Record<string, string>);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/請|帳|電郵|密碼/);
  });

  it('keeps zh-HK as the language of a member whose app calls in it', async () => {
    const { id, token } = await memberIn(t, 'zh-CN');
    const res = await t.call('policyholder/MemberInfo', {}, { token, lang: 'zh-HK' });
    expect(res.code).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('zh-HK');
  });

  it("mails a zh-HK member in zh-HK: the status, the note's word, the business's words", async () => {
    const hk = await memberIn(t, 'zh-HK');
    const en = await memberIn(t, 'en-US');
    const businessId = await sharedBusiness(t, hk, en);
    const res = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'reviewing',
      note: 'Documents checked',
    });
    expect(res.status).toBe(200);
    expect((await mailsOfMember(t, hk.id)).map((mail) => mail.language)).toEqual(['zh-HK']);
    await sendOutbox(t);
    const received = onlyMailTo(smtp, hk.email);
    expect(subjectOf(received.raw)).toContain(enumLabel('businessStatus', 'reviewing', 'zh-HK'));
    const text = textOf(received.raw);
    expect(text).toContain('備註：Documents checked');
    expect(text).toContain('業務');
    expect(text).not.toMatch(/业务|备注/);
  });
});

describe('zh-HK reference names and enumerations', () => {
  it('answers enumerations, currencies and banks in Hong Kong Chinese', async () => {
    const { token } = await memberIn(t, 'zh-HK');
    const call = (api: string) => t.call(api, {}, { token, lang: 'zh-HK' });
    const enums = await call('insuranceservice/getinscommonenum');
    expect(enums.data.idType[1]).toEqual({ value: 'hkId', label: '香港身份證' });
    expect(enums.data.country[0]).toEqual({ value: 'CN', label: '中國' });
    const currencies = await call('insuranceservice/getlibcurrency');
    const names = Object.fromEntries(
      (currencies.data.list as { code: string; name: string }[]).map((c) => [c.code, c.name]),
    );
    expect(names).toMatchObject({ HKD: '港幣', CNY: '人民幣', AUD: '澳元' });
    const banks = await call('insuranceservice/getbanklist');
    const hsbc = (banks.data as { code: string; name: string }[]).find((b) => b.code === '004');
    expect(hsbc?.name).toBe('香港上海滙豐銀行有限公司');
  });

  it("reads a row's Chinese name where it has no zh-HK one (a row staff added)", async () => {
    await t.app.ctx.db
      .updateTable('currencies')
      .set({ name_hk: null })
      .where('code', '=', 'MOP')
      .execute();
    const { token } = await memberIn(t, 'zh-HK');
    const res = await t.call('insuranceservice/getlibcurrency', {}, { token, lang: 'zh-HK' });
    const mop = (res.data.list as { code: string; name: string }[]).find((c) => c.code === 'MOP');
    expect(mop?.name).toBe('澳门元');
  });
});
