import type { Db } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { newId } from '../../sessions/tokens.ts';
import { credentialKinds } from './mails.ts';
import {
  claimDueMail,
  claimMail,
  markAttemptFailed,
  markSent,
  releaseClaim,
} from './outbox-repository.ts';
import type { OutboxRow } from './outbox-repository.ts';

/** Tries before a mail is given up ('failed'): about 3.5 hours of backoff in all. */
export const MAX_ATTEMPTS = 10;
/**
 * How long a claim holds. A send starts only while at least half of it is left (1 minute), more
 * than the mailer's worst case (10 s to connect, 10 s to greet, 20 s idle socket), so a live
 * worker has finished its send before another instance may take the row; the rest of a batch
 * slowed down that much (a hanging server) is given back untried.
 */
export const LEASE_MS = 2 * 60_000;

/** Wait after the n-th failed try: 30 s, 1 min, 2 min, 4 min … at most 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface RunDueMailOptions {
  db: Db;
  mailer: Mailer;
  /** Run as if at this time (epoch ms): `jobs:run --at`, tests. Without it, the clock. */
  now?: number;
  /** Names this worker in claimed_by: one per server process (or CLI run). */
  instanceId: string;
  /** Rows claimed at a time. */
  batch?: number;
  /** Sends at a time within a batch. */
  parallel?: number;
  /** How long a claim holds (tests shorten it). */
  leaseMs?: number;
  /** Asked between batches; false stops the run early (the server is closing). */
  keepGoing?: () => boolean;
}

export interface MailRunSummary {
  /** Delivered to the SMTP server. */
  sent: number;
  /** Refused or timed out, queued again with backoff. */
  retried: number;
  /** Refused for the last time: given up. */
  failed: number;
  /** Claims that ran out while sending (another worker may have taken the row). */
  lost: number;
  /** Claimed but not tried before too much of the lease was gone: due again at once. */
  deferred: number;
}

const errorText = (error: unknown) => {
  const code = (error as { responseCode?: unknown; code?: unknown }) ?? {};
  const prefix = code.responseCode ?? code.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${prefix ? `${String(prefix)} ` : ''}${message}`.slice(0, 500);
};

/**
 * Each row is marked 'sending' (claimed, with a lease) before its send and 'sent' right after:
 * in the normal paths a mail goes out exactly once. If the process dies, or the database is out,
 * between the SMTP server's acceptance and that mark, the row is due again when its lease ends and
 * goes out a second time: at-least-once in that window only (docs/decisions.md D26).
 */
async function deliver(
  options: Pick<RunDueMailOptions, 'db' | 'mailer' | 'now'>,
  row: OutboxRow,
): Promise<Outcome> {
  const { db, mailer } = options;
  const clock = () => options.now ?? Date.now();
  const wipe = credentialKinds.has(row.kind);
  let error: string | undefined;
  try {
    await mailer.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body === null ? {} : { html: row.html_body }),
    });
  } catch (caught) {
    error = errorText(caught);
  }
  if (error === undefined) return (await markSent(db, row, clock(), wipe)) ? 'sent' : 'lost';
  const last = row.attempts >= MAX_ATTEMPTS;
  const retryAt = last ? null : clock() + backoffMs(row.attempts);
  if (!(await markAttemptFailed(db, row, error, retryAt, wipe))) return 'lost';
  return last ? 'failed' : 'retried';
}

/** How one try of one row ended: a key of MailRunSummary. */
type Outcome = 'sent' | 'retried' | 'failed' | 'lost';

/**
 * "Deliver now": one try of the queued row `id` at once, for mail a person waits for (a code, an
 * invitation, a link), called once the transaction that queued it has committed. The row is
 * claimed like the worker claims rows, so a worker never sends it too; a failed try leaves it
 * queued with the usual backoff, for the worker to retry. 'taken': it was no longer queued.
 */
export async function deliverNow(
  db: Db,
  mailer: Mailer,
  id: string,
  now = Date.now(),
): Promise<Outcome | 'taken'> {
  const row = await claimMail(db, id, { now, instanceId: `now-${newId()}`, leaseMs: LEASE_MS });
  return row ? deliver({ db, mailer }, row) : 'taken';
}

/** Sends what is due now (or at `now`), a batch at a time, until nothing more is due. */
export async function runDueMail(options: RunDueMailOptions): Promise<MailRunSummary> {
  const batch = options.batch ?? 50;
  const parallel = options.parallel ?? 4;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const summary: MailRunSummary = { sent: 0, retried: 0, failed: 0, lost: 0, deferred: 0 };
  do {
    const now = options.now ?? Date.now();
    const rows = await claimDueMail(options.db, {
      now,
      instanceId: options.instanceId,
      batch,
      leaseMs,
    });
    // Real time, also when `now` is pretended: the lease guards against other live workers.
    const claimedAt = performance.now();
    const queue = [...rows];
    const lane = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (performance.now() - claimedAt < leaseMs / 2) summary[await deliver(options, row)]++;
        else if (await releaseClaim(options.db, row, now)) summary.deferred++;
        else summary.lost++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, lane));
    if (rows.length < batch) break;
  } while (options.keepGoing?.() ?? true);
  return summary;
}

/**
 * deliverNow for a request's answer: true when the mail went out, or another instance took the
 * row first and is sending it; false when the first try failed (the worker retries it).
 */
export async function mailedNow(ctx: { db: Db; mailer: Mailer }, id: string): Promise<boolean> {
  const outcome = await deliverNow(ctx.db, ctx.mailer, id);
  return outcome === 'sent' || outcome === 'taken';
}
