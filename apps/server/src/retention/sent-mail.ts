import { blankSentBefore } from '../notify/mail/outbox-repository.ts';
import type { Db } from '../db/database.ts';

/**
 * A sent mail's words are kept for 90 days (support may be asked what a member was told), then
 * blanked (docs/privacy.md "Retention"): its row stays, with the address, kind, language and
 * times, because the business's messages panel shows when it went and its dedupe key keeps the
 * occasion from being mailed twice. A mail that carried a credential is blanked when sent
 * (outbox-repository.ts); one given up on stays whole until staff retry or withdraw it.
 */
const DAY = 86_400_000;
export const SENT_MAIL_KEEP_DAYS = 90;

export async function blankOldMail(db: Db, at: number): Promise<{ mailsBlanked: number }> {
  return { mailsBlanked: await blankSentBefore(db, at - SENT_MAIL_KEEP_DAYS * DAY) };
}
