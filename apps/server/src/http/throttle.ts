import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

let hitsSinceSweep = 0;

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
  count: number;
}

/**
 * Fixed-window counter kept in the database, so every instance sees the same count. One atomic
 * upsert per hit: a window that has ended restarts at 1.
 */
export async function hit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<ThrottleResult> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('throttles')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttles.reset_at <= ${now} then 1 else throttles.count + 1 end`,
        reset_at: sql<number>`case when throttles.reset_at <= ${now} then ${resetAt} else throttles.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // Ended windows are swept now and then: the keys name e-mail addresses and IPs.
  if (++hitsSinceSweep >= 500) {
    hitsSinceSweep = 0;
    await db.deleteFrom('throttles').where('reset_at', '<', now).execute();
  }
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    retryAfter: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)),
    count,
  };
}

/** A counter's state without raising it (a guard that counts only failures looks first). */
export function findThrottle(db: Db, key: string) {
  return db
    .selectFrom('throttles')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Forgets a key, e.g. the failed-login counter after a successful login. */
export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

/**
 * Forgets every key that starts with `prefix` (compared as text, so no LIKE wildcard in an
 * e-mail address can widen it).
 */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await db
    .deleteFrom('throttles')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

/** Forgets every counter: a fresh start for every client and address. */
export async function clearAll(db: Db): Promise<void> {
  await db.deleteFrom('throttles').execute();
}

/** Ends every running window at `now`, as if its time had passed: the next hit starts at 1. */
export async function endAllWindows(db: Db, now = Date.now()): Promise<void> {
  await db.updateTable('throttles').set({ reset_at: now }).execute();
}
