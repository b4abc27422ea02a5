import type { Db } from '../../db/database.ts';
import { noticeTitleColumns } from '../../db/columns.ts';

/** How many of a business's messages the console shows (the newest). */
export const BUSINESS_MESSAGES_LIMIT = 100;

/**
 * The notices told about a business, each with the mail of the same occasion (same dedupe key)
 * when one was queued: one query over notices_business, the outbox's unique key and members.
 */
export function messagesOfBusiness(db: Db, businessId: string) {
  return db
    .selectFrom('notices as n')
    .leftJoin('mail_outbox as o', 'o.dedupe_key', 'n.dedupe_key')
    .leftJoin('members as m', 'm.id', 'n.member_id')
    .select([
      'n.id',
      ...noticeTitleColumns,
      'n.created_at',
      'n.member_id',
      'm.name as member_name',
      'm.email as member_email',
      'o.id as mail_id',
      'o.status as mail_status',
      'o.attempts as mail_attempts',
      'o.last_error as mail_error',
      'o.sent_at as mail_sent_at',
      'o.language as mail_language',
    ])
    .where('n.business_id', '=', businessId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(BUSINESS_MESSAGES_LIMIT)
    .execute();
}
