import type { Selectable } from 'kysely';
import { dialectOf } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import type { MailOutboxTable } from '../../db/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/** A claim: who holds the rows, from when, for how long. */
export interface ClaimOptions {
  now: number;
  instanceId: string;
  batch: number;
  leaseMs: number;
}

/**
 * Takes up to `batch` due rows for this instance and answers them as they are now: status
 * 'sending', attempts counted, claimed until the lease ends. Due: queued with its time come, or
 * sending with its lease run out (an instance died mid-send). While sending, next_attempt_at is the
 * lease's end, so one index on (status, next_attempt_at) finds both.
 *
 * PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED in a transaction, so concurrent instances take
 * disjoint rows without waiting on each other. SQLite: one UPDATE … WHERE id IN (SELECT …)
 * RETURNING, atomic because SQLite runs one writer at a time.
 */
export async function claimDueMail(db: Db, options: ClaimOptions): Promise<OutboxRow[]> {
  const { now, instanceId, batch, leaseMs } = options;
  const claim = {
    status: 'sending' as const,
    claimed_by: instanceId,
    claimed_until: now + leaseMs,
    next_attempt_at: now + leaseMs,
  };
  const due = (executor: Db) =>
    executor
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['queued', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(batch);

  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const locked = await due(trx).forUpdate().skipLocked().execute();
      if (locked.length === 0) return [];
      return trx
        .updateTable('mail_outbox')
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where(
          'id',
          'in',
          locked.map((row) => row.id),
        )
        .returningAll()
        .execute();
    });
  }
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due(db))
    .returningAll()
    .execute();
}

/**
 * Takes one queued row for this instance at once, as claimDueMail takes due ones: "deliver now"
 * for a mail someone waits for (outbox-worker.ts deliverNow). Nothing when the row is not queued
 * any more (another instance took it, or it was never queued).
 */
export async function claimMail(
  db: Db,
  id: string,
  options: Omit<ClaimOptions, 'batch'>,
): Promise<OutboxRow | undefined> {
  const { now, instanceId, leaseMs } = options;
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending' as const,
      claimed_by: instanceId,
      claimed_until: now + leaseMs,
      next_attempt_at: now + leaseMs,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes back a mail not (yet) accepted by a mail server: a code whose first try failed, which
 * the person is told to ask for again. Answers the last error of the row taken back, or
 * undefined when it was no longer there to take back.
 */
export async function withdrawMail(
  db: Db,
  id: string,
): Promise<{ error: string | null } | undefined> {
  const row = await db
    .deleteFrom('mail_outbox')
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'failed'])
    .returning('last_error')
    .executeTakeFirst();
  return row && { error: row.last_error };
}

/** What a sent or given-up mail that carried a credential keeps: its address, kind and times. */
const blanked = { subject: '(credential removed)', text_body: '', html_body: null };

/** What a sent mail keeps once its retention is over (retention/sent-mail.ts). */
const expired = { subject: '(removed after 90 days)', text_body: '', html_body: null };

/** Blanks the mails sent before `before` that still hold their words; answers how many. */
export async function blankSentBefore(db: Db, before: number): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set(expired)
    .where('status', '=', 'sent')
    .where('sent_at', '<', before)
    .where('text_body', '<>', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The claim a worker holds on a row: a later claim (after the lease ran out) counts attempts on. */
const heldBy = (row: OutboxRow) => ({
  id: row.id,
  instanceId: row.claimed_by ?? '',
  attempts: row.attempts,
});

async function finish(
  db: Db,
  row: OutboxRow,
  changes: Partial<Omit<OutboxRow, 'id'>>,
): Promise<boolean> {
  const held = heldBy(row);
  const result = await db
    .updateTable('mail_outbox')
    .set({ claimed_by: null, claimed_until: null, ...changes })
    .where('id', '=', held.id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', held.instanceId)
    .where('attempts', '=', held.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a claimed row sent (its bodies blanked when `wipe`); false when the claim was lost meanwhile (lease ran out, re-taken). */
export function markSent(db: Db, row: OutboxRow, now: number, wipe = false): Promise<boolean> {
  return finish(db, row, {
    status: 'sent',
    sent_at: now,
    last_error: null,
    ...(wipe ? blanked : {}),
  });
}

/** After a failed try: queued again at `retryAt`, or 'failed' for good when retryAt is null. */
export function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  retryAt: number | null,
  wipe = false,
): Promise<boolean> {
  return finish(
    db,
    row,
    retryAt === null
      ? { status: 'failed', last_error: error, ...(wipe ? blanked : {}) }
      : { status: 'queued', next_attempt_at: retryAt, last_error: error },
  );
}

/** Gives a claimed, untried row back: due at `now`, its claim's attempt not counted. */
export function releaseClaim(db: Db, row: OutboxRow, now: number): Promise<boolean> {
  return finish(db, row, { status: 'queued', next_attempt_at: now, attempts: row.attempts - 1 });
}
