import type { NoticeCreate, NoticeQuery } from '@app/contract/admin/notice-schemas';
import { recordAudit } from '../../audit/audit-log.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { newId } from '../../sessions/tokens.ts';
import { requireWrite } from './access.ts';
import type { StaffCtx } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import { memberExists, pageSent } from './notices-repository.ts';
import { toIso } from '../../db/time.ts';
import { toHongKong } from '../../notify/notices/hong-kong.ts';

/**
 * Notices the back office sends (POST /admin/notices, the CLI's notice:send): admin and operator
 * to anyone or to all; an agent only to a member of their book, never to all; auditors none.
 */
export async function sendNotice(ctx: StaffCtx, input: NoticeCreate, now = Date.now()) {
  requireWrite(ctx.access);
  const memberId = input.all ? null : (input.memberId ?? '');
  if (memberId === null) {
    if (ctx.access.bookOf !== null) throw forbidden();
  } else {
    await ensureInBook(ctx.db, ctx.access, 'member', memberId);
    if (!(await memberExists(ctx.db, memberId))) throw notFound();
  }
  const { actor } = ctx.access;
  // A blank zh-HK half is the Hong Kong conversion of the zh-CN one (D88), written once here.
  const title = { ...input.title, zhHK: input.title.zhHK ?? (await toHongKong(input.title.zhCN)) };
  const body = { ...input.body, zhHK: input.body.zhHK ?? (await toHongKong(input.body.zhCN)) };
  const notice = {
    type: 'announcement' as const,
    occasionId: newId(),
    memberId,
    title: { zh: title.zhCN, hk: title.zhHK, en: title.enUS },
    body: { zh: body.zhCN, hk: body.zhHK, en: body.enUS },
    link: input.link ?? null,
    createdBy: actor.type === 'staff' ? actor.id : null,
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    // The notice and, for each member who wants it, the e-mail (kind announcement).
    const sent = await notifyMembers(trx, notice, { baseUrl: appBaseUrl(ctx.config), now });
    const noticeId = sent.noticeIds[0] ?? '';
    await recordAudit(
      trx,
      {
        actor,
        action: 'notice.send',
        objectType: 'notice',
        objectId: noticeId,
        changes: { to: memberId ?? 'all', title, body, link: notice.link },
      },
      now,
    );
    return noticeId;
  });
  return { id };
}

export async function listSentNotices(ctx: StaffCtx, query: NoticeQuery) {
  if (query.memberId) await ensureInBook(ctx.db, ctx.access, 'member', query.memberId);
  const { rows, total } = await pageSent(ctx.db, { ...query, bookOf: ctx.access.bookOf });
  const list = rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    memberEmail: row.member_email,
    memberName: row.member_name,
    kind: row.kind,
    title: { zhCN: row.title_zh, zhHK: row.title_hk, enUS: row.title_en },
    body: { zhCN: row.body_zh, zhHK: row.body_hk, enUS: row.body_en },
    link: row.link,
    createdAt: toIso(row.created_at),
    createdBy: row.created_by_name,
    reads: Number(row.reads),
  }));
  return { list, total, page: query.page, size: query.size };
}
