import type { Db } from '../../db/database.ts';
import { newId } from '../../sessions/tokens.ts';
import { isMailEnabled } from './preferences-repository.ts';

/** A mail to queue. The caller renders it (subject and bodies in the member's language). */
export interface OutgoingMail {
  /** The row's id when the caller needs it (to deliver it now: outbox-worker.ts); new otherwise. */
  id?: string;
  /** The member it is for: their preferences decide whether it is queued at all. */
  memberId?: string | null;
  to: string;
  kind: string;
  language: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * "At most once per object and occasion", e.g. `reminder:paymentDue14:<businessId>:<dueDate>`:
   * a second mail with the same key is not queued.
   */
  dedupeKey?: string | null;
  /** Not before this time (epoch ms); now by default. */
  sendAt?: number;
}

/** A new, queued row of mail_outbox. */
const outboxRow = (mail: OutgoingMail, now: number) => ({
  id: mail.id ?? newId(),
  member_id: mail.memberId ?? null,
  to_address: mail.to,
  kind: mail.kind,
  language: mail.language,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html ?? null,
  dedupe_key: mail.dedupeKey ?? null,
  status: 'queued' as const,
  attempts: 0,
  next_attempt_at: mail.sendAt ?? now,
  created_at: now,
});

/**
 * Queues a mail in the outbox; the worker (outbox-worker.ts) sends it when due. `executor` is the
 * database or, better, the transaction of the change that causes the mail, so the mail is queued
 * exactly when that change commits. Answers false, without an error, when the member turned this
 * kind of mail off or a mail with the same dedupe key was queued before: the insert skips a
 * taken key (ON CONFLICT DO NOTHING) rather than failing, which on PostgreSQL would abort the
 * caller's transaction.
 */
export async function enqueueMail(
  executor: Db,
  mail: OutgoingMail,
  now = Date.now(),
): Promise<boolean> {
  if (mail.memberId && !(await isMailEnabled(executor, mail.memberId, mail.kind))) return false;
  const result = await executor
    .insertInto('mail_outbox')
    .values(outboxRow(mail, now))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Queues many mails at once (an announcement to every member), in chunks of one INSERT each.
 * The caller has already left out members who turned this kind off; taken dedupe keys are
 * skipped. Answers how many were queued.
 */
export async function enqueueMailBatch(
  executor: Db,
  mails: readonly OutgoingMail[],
  now = Date.now(),
  chunk = 500,
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < mails.length; start += chunk) {
    const rows = mails.slice(start, start + chunk).map((mail) => outboxRow(mail, now));
    const result = await executor
      .insertInto('mail_outbox')
      .values(rows)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

/**
 * Queues a mail a person is waiting for (a code, an invitation, a link) and answers its row's id:
 * the caller hands it to deliverNow (outbox-worker.ts) once `executor`'s transaction commits, so
 * it goes out at once, not at the worker's next run. No member preference turns these off.
 */
export async function enqueueAwaitedMail(
  executor: Db,
  mail: Omit<OutgoingMail, 'id' | 'memberId' | 'dedupeKey' | 'sendAt'>,
  now = Date.now(),
): Promise<string> {
  const id = newId();
  await enqueueMail(executor, { ...mail, id }, now);
  return id;
}
