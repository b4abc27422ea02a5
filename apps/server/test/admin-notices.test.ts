import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { AppError } from '../src/http/app-error.ts';
import { admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { noticesOf, staffNotice } from './notice-helpers.ts';
import {
  addMemberInBook,
  adminIn,
  auditOf,
  loginAs,
  staffAdminApp,
} from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';

/**
 * POST/GET /admin/notices (DESIGN.md): admin and operator send to anyone or to all; an agent only
 * to a member of their book (404 otherwise) and never to all (403); an auditor reads, never sends.
 */
let t: TestApp;
let callers: Record<'admin' | 'operator' | 'agent' | 'auditor', StaffCaller>;
let inBook: { id: string; token: string };
let outside: { id: string; token: string };

beforeAll(async () => {
  const built = await staffAdminApp();
  t = built.t;
  callers = {
    admin: built.boss,
    operator: await loginAs(t, 'operator'),
    agent: await loginAs(t, 'agent'),
    auditor: await loginAs(t, 'auditor'),
  };
  inBook = await addMemberInBook(t, callers.agent.id, 'In Book');
  outside = await addMemberInBook(t, null, 'Outside');
});
afterAll(async () => {
  await t.close();
});

const send = (who: keyof typeof callers, body: unknown, lang = 'en-US') =>
  adminIn(t, lang, 'POST', '/admin/notices', body, callers[who].token);

describe('POST /admin/notices', () => {
  it.each(['admin', 'operator'] as const)('%s sends to one member and to all', async (who) => {
    const one = await send(who, staffNotice({ memberId: outside.id }, `${who} one`));
    expect(one.status).toBe(200);
    const all = await send(who, staffNotice({ all: true }, `${who} all`));
    expect(all.status).toBe(200);
    const seen = await noticesOf(t, outside.token, {}, 'zh-CN');
    expect(seen.list.map((n) => n.title)).toEqual(
      expect.arrayContaining([`通知 ${who} one`, `通知 ${who} all`]),
    );
    expect(seen.list.find((n) => n.id === one.body.data.id)).toMatchObject({
      kind: 'announcement',
      body: `内容 ${who} one`,
      read: false,
    });
  });

  it('lets an agent notify a member of their book only, and never everyone', async () => {
    const ok = await send('agent', staffNotice({ memberId: inBook.id }, 'agent'));
    expect(ok.status).toBe(200);
    expect((await noticesOf(t, inBook.token)).list.map((n) => n.id)).toContain(ok.body.data.id);
    const out = await send('agent', staffNotice({ memberId: outside.id }, 'agent out'));
    expect(out.status).toBe(404);
    const all = await send('agent', staffNotice({ all: true }, 'agent all'));
    expect(all.status).toBe(403);
    expect((await noticesOf(t, outside.token)).list.map((n) => n.title)).not.toEqual(
      expect.arrayContaining(['Notice agent out', 'Notice agent all']),
    );
  });

  it('refuses auditors (403) and member tokens (401)', async () => {
    expect((await send('auditor', staffNotice({ memberId: outside.id }))).status).toBe(403);
    expect((await send('auditor', staffNotice({ all: true }))).status).toBe(403);
    const asMember = await admin(
      t,
      'POST',
      '/admin/notices',
      staffNotice({ all: true }),
      outside.token,
    );
    expect(asMember.status).toBe(401);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await send('admin', staffNotice({ memberId: 'no-such-member' }));
    expect(res.status).toBe(404);
  });

  it('checks the body in the caller language: one audience, both languages, an in-app link', async () => {
    const neither = await send('admin', { title: { zhCN: 'a' }, body: {} }, 'zh-CN');
    expect(neither.status).toBe(400);
    expect(neither.body.data.fields).toMatchObject({
      memberId: '请选择一位会员或全部会员（二选一）',
      'title.enUS': '此项为必填项',
    });
    const both = await send('admin', { ...staffNotice({ all: true }), memberId: outside.id });
    expect(both.body.data.fields.memberId).toBe('Choose either one member or all members');
    for (const link of ['https://evil.example.com', 'javascript:alert(1)', '//evil.example.com']) {
      const res = await send('admin', { ...staffNotice({ memberId: outside.id }), link });
      expect(res.status, link).toBe(400);
      expect(res.body.data.fields.link).toBe('Invalid format');
    }
    const linked = await send('admin', {
      ...staffNotice({ memberId: outside.id }, 'linked'),
      link: '/pages/business/detail?id=b-1',
    });
    expect(linked.status).toBe(200);
  });

  it('records who sent what in the audit log', async () => {
    const res = await send('operator', staffNotice({ memberId: outside.id }, 'audited'));
    const [entry] = await auditOf(t, res.body.data.id);
    expect(entry).toMatchObject({
      actor_type: 'staff',
      actor_id: callers.operator.id,
      action: 'notice.send',
      object_type: 'notice',
    });
    expect(entry?.changes).toMatchObject({
      to: outside.id,
      title: { zhCN: '通知 audited', enUS: 'Notice audited' },
    });
  });
});

describe('GET /admin/notices', () => {
  it('lists sent notices with read counts; an agent only those to their book', async () => {
    const mine = await send('agent', staffNotice({ memberId: inBook.id }, 'listed'));
    await t.call('user/readNotice', { id: mine.body.data.id }, { token: inBook.token });
    const list = await adminIn(
      t,
      'en-US',
      'GET',
      '/admin/notices?size=100',
      undefined,
      callers.agent.token,
    );
    expect(list.status).toBe(200);
    const rows = list.body.data.list as { id: string; memberId: string | null; reads: number }[];
    expect(rows.every((n) => n.memberId === inBook.id)).toBe(true);
    expect(rows.find((n) => n.id === mine.body.data.id)).toMatchObject({
      reads: 1,
      title: { zhCN: '通知 listed', enUS: 'Notice listed' },
    });
    const outsideList = await adminIn(
      t,
      'en-US',
      'GET',
      `/admin/notices?memberId=${outside.id}`,
      undefined,
      callers.agent.token,
    );
    expect(outsideList.status).toBe(404);
    const all = await adminIn(
      t,
      'en-US',
      'GET',
      '/admin/notices?size=100',
      undefined,
      callers.auditor.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.data.list.some((n: { memberId: string | null }) => n.memberId === null)).toBe(
      true,
    );
  });
});

describe('notice:send (CLI)', () => {
  const cli = (line: string[]) => {
    const args = parseArgs(line);
    return commands[args.command]!({ ...t.app.ctx, access: scriptAccess }, args);
  };
  const texts = [
    '--title-zh',
    '标题',
    '--title-en',
    'Title',
    '--body-zh',
    '正文',
    '--body-en',
    'Body',
  ];

  it('sends to a member by e-mail, audited as the script', async () => {
    const member = await addMember(t);
    const sent = (await cli(['notice:send', '--member', member.email, ...texts])) as { id: string };
    expect((await noticesOf(t, member.token)).list[0]).toMatchObject({
      id: sent.id,
      title: 'Title',
    });
    expect((await auditOf(t, sent.id))[0]).toMatchObject({ actor_type: 'script' });
  });

  it('sends to all, and refuses an unknown member or missing texts', async () => {
    const sent = (await cli(['notice:send', '--all', ...texts])) as { id: string };
    expect(sent.id).toBeTruthy();
    await expect(
      cli(['notice:send', '--member', 'nobody@example.com', ...texts]),
    ).rejects.toBeInstanceOf(AppError);
    await expect(cli(['notice:send', '--all'])).rejects.toMatchObject({ code: 400 });
  });
});
