import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { noticeFor, noticesOf } from './notice-helpers.ts';

/** The member's message centre: user/notice and user/readNotice (DESIGN.md "notice"). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});

const later = (ms: number) => Date.now() + ms;

async function registeredAt(memberId: string, at: number) {
  await t.app.ctx.db
    .updateTable('members')
    .set({ created_at: at })
    .where('id', '=', memberId)
    .execute();
}

describe('user/notice', () => {
  it("lists the member's own notices in their language, newest first, with unreadCount", async () => {
    const a = await addMember(t);
    const b = await addMember(t);
    await noticeFor(t, a.id, 'old', later(1_000));
    const newest = await noticeFor(t, a.id, 'new', later(2_000), {
      link: `/pages/business/detail?id=b1`,
    });
    await noticeFor(t, b.id, 'for b', later(3_000));

    const en = await noticesOf(t, a.token);
    expect(en.total).toBe(2);
    expect(en.unreadCount).toBe(2);
    expect(en.list.map((n) => n.title)).toEqual(['Title new', 'Title old']);
    expect(en.list[0]).toMatchObject({
      id: newest,
      kind: 'statusChanged',
      body: 'Body new',
      read: false,
      link: '/pages/business/detail?id=b1',
    });
    expect(Date.parse(en.list[0]!.at)).toBeGreaterThan(Date.parse(en.list[1]!.at));

    const zh = await noticesOf(t, a.token, {}, 'zh-CN');
    expect(zh.list.map((n) => [n.title, n.body])).toEqual([
      ['标题 new', '正文 new'],
      ['标题 old', '正文 old'],
    ]);
    expect((await noticesOf(t, b.token)).list.map((n) => n.title)).toEqual(['Title for b']);
  });

  it('shows a notice to all to the members registered before it was sent, not to later ones', async () => {
    // Long ago, so members made by the other tests (registered now) never see it.
    const before = await addMember(t);
    await registeredAt(before.id, 1_000);
    const toAll = await noticeFor(t, null, 'everyone', 2_000);
    const after = await addMember(t);
    await registeredAt(after.id, 3_000);
    expect((await noticesOf(t, before.token)).list.map((n) => n.id)).toEqual([toAll]);
    const late = await noticesOf(t, after.token);
    expect(late.list).toEqual([]);
    expect(late.unreadCount).toBe(0);
  });

  it('pages, and answers only the count with countOnly', async () => {
    const m = await addMember(t);
    for (let i = 0; i < 3; i += 1) await noticeFor(t, m.id, `p${i}`, later(1_000 + i));
    const second = await noticesOf(t, m.token, { page: '2', size: '2' });
    expect(second.list.map((n) => n.title)).toEqual(['Title p0']);
    expect(second.total).toBe(3);
    expect(await noticesOf(t, m.token, { countOnly: '1' })).toEqual({
      list: [],
      total: 0,
      unreadCount: 3,
    });
    const bad = await t.call('user/notice', { size: '51' }, { token: m.token });
    expect(bad.code).toBe(400);
    expect(bad.data.fields.size).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await t.call('user/notice', {})).code).toBe(401);
    expect((await t.call('user/readNotice', { all: '1' })).code).toBe(401);
  });
});

describe('user/readNotice', () => {
  it('marks one notice read, once, and the count follows', async () => {
    const m = await addMember(t);
    const one = await noticeFor(t, m.id, 'one', later(1_000));
    await noticeFor(t, m.id, 'two', later(2_000));
    const res = await t.call('user/readNotice', { id: one }, { token: m.token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toBeNull();
    // Again: still read, still one row.
    expect((await t.call('user/readNotice', { id: one }, { token: m.token })).code).toBe(200);
    const after = await noticesOf(t, m.token);
    expect(after.unreadCount).toBe(1);
    expect(after.list.find((n) => n.id === one)?.read).toBe(true);
  });

  it('marks every notice read with all=1, notices to all included', async () => {
    const m = await addMember(t);
    await registeredAt(m.id, 10_000);
    await noticeFor(t, m.id, 'mine', later(1_000));
    await noticeFor(t, null, 'announcement', 20_000);
    expect((await noticesOf(t, m.token)).unreadCount).toBe(2);
    expect((await t.call('user/readNotice', { all: '1' }, { token: m.token })).code).toBe(200);
    const after = await noticesOf(t, m.token);
    expect(after.unreadCount).toBe(0);
    expect(after.list.map((n) => n.read)).toEqual([true, true]);
    // A notice to all read by one member stays unread for another.
    const other = await addMember(t);
    await registeredAt(other.id, 10_000);
    expect((await noticesOf(t, other.token)).list.map((n) => [n.title, n.read])).toEqual([
      ['Title announcement', false],
    ]);
  });

  it("refuses another member's notice as not found, and leaves it unread", async () => {
    const a = await addMember(t);
    const b = await addMember(t);
    const aNotice = await noticeFor(t, a.id, 'private', later(1_000));
    const res = await t.call('user/readNotice', { id: aNotice }, { token: b.token, lang: 'zh-CN' });
    expect(res.code).toBe(404);
    expect(res.msg).toBe('内容不存在');
    expect((await noticesOf(t, b.token)).list.map((n) => n.id)).not.toContain(aNotice);
    expect((await noticesOf(t, a.token)).list.find((n) => n.id === aNotice)?.read).toBe(false);
    // all=1 from B does not touch A's notice either.
    await t.call('user/readNotice', { all: '1' }, { token: b.token });
    expect((await noticesOf(t, a.token)).unreadCount).toBe(1);
    expect((await t.call('user/readNotice', { id: 'no-such' }, { token: b.token })).code).toBe(404);
  });

  it('asks for an id or all', async () => {
    const m = await addMember(t);
    const res = await t.call('user/readNotice', {}, { token: m.token });
    expect(res.code).toBe(400);
    expect(res.data.fields.id).toBe('This field is required');
  });

  it('lets staff see how many read a notice', async () => {
    const m = await addMember(t);
    const sent = await admin(t, 'POST', '/admin/notices', {
      memberId: m.id,
      title: { zhCN: '读', enUS: 'Read me' },
      body: { zhCN: '内容', enUS: 'Text' },
    });
    expect(sent.status).toBe(200);
    const id = sent.body.data.id as string;
    const reads = async () => {
      const list = await admin(t, 'GET', `/admin/notices?memberId=${m.id}`);
      return list.body.data.list.find((n: { id: string }) => n.id === id).reads as number;
    };
    expect(await reads()).toBe(0);
    await t.call('user/readNotice', { id }, { token: m.token });
    expect(await reads()).toBe(1);
  });
});
