import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillHongKong } from '../src/db/migrations/025-notices-hk.ts';
import { addMember } from './business-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { noticeFor, noticesOf } from './notice-helpers.ts';
import { adminIn, staffAdminApp } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';

/**
 * Notices in zh-HK (D88): what staff write has a Traditional Chinese half, their own or, left
 * blank, the Hong Kong conversion of the simplified one; a zh-HK member reads it in the app and in
 * the mail; notices stored before migration 025 are backfilled by the same conversion.
 */
let t: TestApp;
let boss: StaffCaller;
beforeAll(async () => {
  const built = await staffAdminApp();
  t = built.t;
  boss = built.boss;
});
afterAll(async () => {
  await t.close();
});

const notice = (memberId: string, zhHK?: { title: string; body: string }) => ({
  memberId,
  title: { zhCN: '请登录查看账户', zhHK: zhHK?.title ?? '', enUS: 'Sign in to see your account' },
  body: { zhCN: '您的保单信息已更新', ...(zhHK ? { zhHK: zhHK.body } : {}), enUS: 'Updated.' },
});

async function hongKongMember() {
  const member = await addMember(t);
  await t.app.ctx.db
    .updateTable('members')
    .set({ language: 'zh-HK' })
    .where('id', '=', member.id)
    .execute();
  return member;
}

describe('a staff notice in zh-HK', () => {
  it('left blank, is the Hong Kong conversion of the zh-CN text, in the app and the mail', async () => {
    const member = await hongKongMember();
    const sent = await adminIn(t, 'zh-HK', 'POST', '/admin/notices', notice(member.id), boss.token);
    expect(sent.status).toBe(200);

    const hk = await noticesOf(t, member.token, {}, 'zh-HK');
    expect(hk.list[0]).toMatchObject({ title: '請登入查看帳戶', body: '您的保單訊息已更新' });
    const cn = await noticesOf(t, member.token, {}, 'zh-CN');
    expect(cn.list[0]).toMatchObject({ title: '请登录查看账户', body: '您的保单信息已更新' });

    const mail = await t.app.ctx.db
      .selectFrom('mail_outbox')
      .select(['language', 'subject', 'text_body'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(mail.language).toBe('zh-HK');
    expect(mail.subject).toContain('請登入查看帳戶');
    expect(mail.text_body).toContain('您的保單訊息已更新');
  });

  it("given, is the staff member's own text, and the console lists all three", async () => {
    const member = await hongKongMember();
    const own = { title: '請登入睇吓帳戶', body: '保單資料已更新' };
    const sent = await adminIn(
      t,
      'en-US',
      'POST',
      '/admin/notices',
      notice(member.id, own),
      boss.token,
    );
    expect(sent.status).toBe(200);
    expect((await noticesOf(t, member.token, {}, 'zh-HK')).list[0]).toMatchObject(own);
    expect((await noticesOf(t, member.token, {}, 'en-US')).list[0]?.title).toBe(
      'Sign in to see your account',
    );

    const listed = await adminIn(
      t,
      'en-US',
      'GET',
      `/admin/notices?memberId=${member.id}`,
      undefined,
      boss.token,
    );
    expect(listed.body.data.list[0]).toMatchObject({
      title: { zhCN: '请登录查看账户', zhHK: own.title, enUS: 'Sign in to see your account' },
      body: { zhHK: own.body },
    });
  });
});

describe('migration 025', () => {
  it('backfills the zh-HK half of older notices from the zh one, and leaves the others', async () => {
    const member = await addMember(t);
    const old = await noticeFor(t, member.id, '旧', Date.now(), {
      title: { zh: '账户设置', hk: '', en: 'Account settings' },
      body: { zh: '请上传身份证', hk: '', en: 'Upload your ID card' },
    });
    const kept = await noticeFor(t, member.id, '新');

    await backfillHongKong(t.app.ctx.db as never);

    const rows = await t.app.ctx.db
      .selectFrom('notices')
      .select(['id', 'title_hk', 'body_hk'])
      .where('id', 'in', [old, kept])
      .execute();
    expect(rows.find((row) => row.id === old)).toMatchObject({
      title_hk: '帳戶設定',
      body_hk: '請上載身份證',
    });
    expect(rows.find((row) => row.id === kept)).toMatchObject({
      title_hk: '標題 新',
      body_hk: '正文 新',
    });
  });
});
