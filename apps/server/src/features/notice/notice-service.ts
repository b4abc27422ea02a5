import type { NoticeKind, NoticeList } from '@app/contract/calls/notice';
import type { Language } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import * as repo from './notice-repository.ts';
import { toIso } from '../../db/time.ts';

/** user/notice and user/readNotice: the member's own message centre. */
export async function listNotices(
  db: Db,
  memberId: string,
  lang: Language,
  query: { page: number; size: number; countOnly?: true | undefined },
): Promise<NoticeList> {
  // The tab bar's badge: one count, no page (it is asked on every tabbed screen).
  if (query.countOnly)
    return { list: [], total: 0, unreadCount: await repo.countUnread(db, memberId) };
  const [{ rows, total }, unreadCount] = await Promise.all([
    repo.pageForMember(db, memberId, lang, query),
    repo.countUnread(db, memberId),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    body: row.body,
    at: toIso(row.created_at),
    read: row.read_at !== null,
    link: row.link,
  }));
  return { list, total, unreadCount };
}

/** Marks one notice (404 unless the member may see it) or all of them read; idempotent. */
export async function readNotice(
  db: Db,
  memberId: string,
  input: { id?: string | undefined; all?: true | undefined },
  now = Date.now(),
): Promise<void> {
  if (input.all) return repo.markAllRead(db, memberId, now);
  const id = input.id ?? '';
  if (!(await repo.isVisible(db, memberId, id))) throw notFound();
  await repo.markRead(db, memberId, id, now);
}
