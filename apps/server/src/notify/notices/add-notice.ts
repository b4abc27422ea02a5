import type { NoticeKind } from '@app/contract/calls/notice';
import type { Labels } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { newId } from '../../sessions/tokens.ts';

/**
 * Writing a notice (DESIGN.md "Messages, e-mail and reminders"). Shared, like recordAudit: the
 * back office sends them, and the events of other features (a status change, a payment, a
 * document …) add theirs inside their own transactions. Reading them is the notice feature's.
 */
export interface NewNotice {
  /** Null: every member (who registered before now). */
  memberId: string | null;
  kind: NoticeKind;
  /** In each stored language: zh-CN, zh-HK, en-US (migration 025). */
  title: Labels;
  body: Labels;
  /** A member app route with its query (contract noticeLink), or none. */
  link?: string | null | undefined;
  /** The member of staff who sent it; none for the system's own notices. */
  createdBy?: string | null | undefined;
  /** "Once per object and occasion" (a reminder): a second notice with the same key is not written. */
  dedupeKey?: string | null | undefined;
  /** The business it is about: shown with the business in the console. */
  businessId?: string | null | undefined;
}

/**
 * Writes one notice and answers its id, or null when a notice with the same dedupe key exists
 * (skipped with ON CONFLICT DO NOTHING, which leaves a PostgreSQL transaction usable). Takes the
 * database or the transaction of the event it tells about, so the notice exists exactly when the
 * event does.
 */
export async function addNotice(db: Db, notice: NewNotice, now = Date.now()): Promise<string> {
  const id = await addNoticeOnce(db, notice, now);
  if (id === null) throw new Error(`notice ${notice.dedupeKey ?? ''} exists`);
  return id;
}

/** addNotice for an occasion that may have been told already: null when it was. */
export async function addNoticeOnce(
  db: Db,
  notice: NewNotice,
  now = Date.now(),
): Promise<string | null> {
  const id = newId();
  const result = await db
    .insertInto('notices')
    .values({
      id,
      member_id: notice.memberId,
      kind: notice.kind,
      title_zh: notice.title.zh,
      title_hk: notice.title.hk,
      title_en: notice.title.en,
      body_zh: notice.body.zh,
      body_hk: notice.body.hk,
      body_en: notice.body.en,
      link: notice.link ?? null,
      created_by: notice.createdBy ?? null,
      created_at: now,
      dedupe_key: notice.dedupeKey ?? null,
      business_id: notice.businessId ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}
