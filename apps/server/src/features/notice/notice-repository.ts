import type { Language } from '@app/contract/codes';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { findPage } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';

/**
 * The SQL of the message centre. A member sees the notices addressed to them, and the notices to
 * all members sent since they registered (an announcement from before they joined was not meant
 * for them, and would greet every new member with a pile of unread messages). Notices are written
 * by notify/notices/add-notice.ts (shared: the back office and other features' events write them).
 */

type NoticeEb = ExpressionBuilder<Database & { n: Database['notices'] }, 'n'>;

/** The notices `memberId` may see (see above). */
function visibleTo(memberId: string) {
  return (eb: NoticeEb) =>
    eb.or([
      eb('n.member_id', '=', memberId),
      eb.and([
        eb('n.member_id', 'is', null),
        eb(
          'n.created_at',
          '>=',
          eb.selectFrom('members').select('members.created_at').where('members.id', '=', memberId),
        ),
      ]),
    ]);
}

const notRead = (memberId: string) => (eb: NoticeEb) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('notice_reads as r')
        .select(sql`1`.as('one'))
        .whereRef('r.notice_id', '=', 'n.id')
        .where('r.member_id', '=', memberId),
    ),
  );

export async function countUnread(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('notices as n')
    .where(visibleTo(memberId))
    .where(notRead(memberId))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A notice is stored in three halves (migrations 011 and 024): each reader reads their own. */
const halves = {
  'zh-CN': ['n.title_zh as title', 'n.body_zh as body'],
  'zh-HK': ['n.title_hk as title', 'n.body_hk as body'],
  'en-US': ['n.title_en as title', 'n.body_en as body'],
} as const satisfies Record<Language, readonly [string, string]>;

/** One page in the member's language, newest first, with whether the member has read each. */
export async function pageForMember(db: Db, memberId: string, lang: Language, paging: Paging) {
  const [title, body] = halves[lang];
  const base = db.selectFrom('notices as n').where(visibleTo(memberId));
  return findPage(
    base
      .leftJoin('notice_reads as r', (join) =>
        join.onRef('r.notice_id', '=', 'n.id').on('r.member_id', '=', memberId),
      )
      .select(['n.id', 'n.kind', title, body, 'n.link', 'n.created_at', 'r.read_at'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc'),
    base,
    paging,
  );
}

/** Whether the member may see the notice: one they may not is answered as unknown. */
export async function isVisible(db: Db, memberId: string, noticeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notices as n')
    .select('n.id')
    .where('n.id', '=', noticeId)
    .where(visibleTo(memberId))
    .executeTakeFirst();
  return row !== undefined;
}

export async function markRead(db: Db, memberId: string, noticeId: string, now: number) {
  await db
    .insertInto('notice_reads')
    .values({ notice_id: noticeId, member_id: memberId, read_at: now })
    .onConflict((oc) => oc.columns(['notice_id', 'member_id']).doNothing())
    .execute();
}

/** Every notice the member may see and has not read, marked read in one statement. */
export async function markAllRead(db: Db, memberId: string, now: number) {
  await db
    .insertInto('notice_reads')
    .columns(['notice_id', 'member_id', 'read_at'])
    .expression(
      db
        .selectFrom('notices as n')
        .where(visibleTo(memberId))
        .where(notRead(memberId))
        .select((eb) => ['n.id', eb.val(memberId).as('member_id'), eb.val(now).as('read_at')]),
    )
    .onConflict((oc) => oc.columns(['notice_id', 'member_id']).doNothing())
    .execute();
}
