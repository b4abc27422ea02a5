import { newId } from '../src/sessions/tokens.ts';
import type { OutgoingMail } from '../src/notify/mail/outbox.ts';
import { runDueMail } from '../src/notify/mail/outbox-worker.ts';
import type { TestApp } from './helpers.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/** Short SMTP time-outs, so a hanging peer costs 1.5 s, not the mailer's default 20 s. */
export const SMTP_TIMEOUTS = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1500';

/** A mail to a fresh address (so the peer's count per recipient tells mails apart). */
export function sampleMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: `${newId()}@example.com`,
    kind: 'reminder',
    language: 'en-US',
    subject: 'Payment due on 2026-12-01',
    text: 'Your premium of HKD 1,000.00 is due on 2026-12-01.',
    ...overrides,
  };
}

/** One worker run on the test app, as if at `now`. */
export function runAt(t: TestApp, now: number, instanceId = 'test-worker') {
  return runDueMail({ db: t.app.ctx.db, mailer: t.app.ctx.mailer, now, instanceId });
}

export function outboxRow(t: TestApp, to: string) {
  return t.app.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
}

/** Forgets what earlier tests queued and what the peer saw. */
export async function resetOutbox(t: TestApp, smtp: SmtpPeer): Promise<void> {
  await t.app.ctx.db.deleteFrom('mail_outbox').execute();
  Object.assign(smtp.state, { mode: 'accept', refusalsLeft: 0, attempts: 0, received: [] });
}
