import type { Db } from '../db/database.ts';
import { tooMany } from '../http/app-error.ts';
import { clear, hit } from '../http/throttle.ts';

const WINDOW_MS = 15 * 60_000;
/** Failed logins per account: slows guessing one password without locking the owner out long. */
const FAILURES_PER_ACCOUNT = 5;
/**
 * Failures per client address: slows trying one common password against many accounts.
 * Successful logins are refunded, so an office behind one address is not locked out by use.
 */
const FAILURES_PER_IP = 30;

export const loginFailuresKey = (scope: string, account: string) => `${scope}:account:${account}`;

/**
 * Counts a password login attempt before the password is checked, for members ('login') and
 * staff ('staff-login') alike. The counters are raised first, atomically, so parallel guesses
 * cannot slip past a read-then-write; `succeeded` forgets the account's count and refunds the
 * address's hit.
 */
export async function countLoginAttempt(
  db: Db,
  scope: string,
  account: string,
  ip: string,
  now = Date.now(),
): Promise<{ succeeded: () => Promise<void> }> {
  const ipKey = `${scope}:ip:${ip}`;
  const perIp = await hit(db, ipKey, FAILURES_PER_IP, WINDOW_MS, now);
  if (!perIp.allowed) throw tooMany(perIp.retryAfter);
  const accountKey = loginFailuresKey(scope, account);
  const perAccount = await hit(db, accountKey, FAILURES_PER_ACCOUNT, WINDOW_MS, now);
  if (!perAccount.allowed) throw tooMany(perAccount.retryAfter);
  return {
    succeeded: async () => {
      await clear(db, accountKey);
      await refundHit(db, ipKey);
    },
  };
}

/**
 * Takes back one hit of a fixed-window counter. An attempt that turns out harmless (a successful
 * login) is refunded here.
 */
async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('throttles')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
