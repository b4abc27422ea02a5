import type { Db } from '../../db/database.ts';

/**
 * Takes back one hit of a fixed-window counter (http/throttle.ts). Counters are raised before
 * the work they guard, so parallel requests cannot all pass a read-then-write check; an attempt
 * that turns out harmless (a successful login) is refunded here.
 */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('throttles')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
