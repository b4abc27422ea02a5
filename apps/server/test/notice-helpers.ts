import { addNotice } from '../src/notify/notices/add-notice.ts';
import type { NewNotice } from '../src/notify/notices/add-notice.ts';
import type { TestApp } from './helpers.ts';

/** A notice written as another feature would (inside its own event), at a chosen time. */
export function noticeFor(
  t: TestApp,
  memberId: string | null,
  tag: string,
  at = Date.now(),
  extra: Partial<NewNotice> = {},
): Promise<string> {
  return addNotice(
    t.app.ctx.db,
    {
      memberId,
      kind: 'statusChanged',
      title: { zh: `标题 ${tag}`, hk: `標題 ${tag}`, en: `Title ${tag}` },
      body: { zh: `正文 ${tag}`, hk: `正文 ${tag}`, en: `Body ${tag}` },
      ...extra,
    },
    at,
  );
}

export async function noticesOf(t: TestApp, token: string, fields = {}, lang = 'en-US') {
  const res = await t.call('user/notice', fields, { token, lang });
  if (res.code !== 200) throw new Error(`user/notice: ${res.code} ${res.msg}`);
  return res.data as {
    list: {
      id: string;
      kind: string;
      title: string;
      body: string;
      read: boolean;
      link: string | null;
      at: string;
    }[];
    total: number;
    unreadCount: number;
  };
}

/** A notice body for POST /admin/notices. */
export const staffNotice = (audience: { memberId: string } | { all: true }, tag = 'hello') => ({
  ...audience,
  title: { zhCN: `通知 ${tag}`, enUS: `Notice ${tag}` },
  body: { zhCN: `内容 ${tag}`, enUS: `Text ${tag}` },
});
