import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { tooMany } from '../http/app-error.ts';
import { clear, clearPrefix, hit } from '../http/throttle.ts';
import { securityEvent } from '../security/events.ts';

const WINDOW_MS = 15 * 60_000;
/**
 * Failures per account from one client address: the owner's typos, or one guesser's tries. Only
 * this counter and the address's own ever refuse, so failures from other addresses never stop
 * the owner's right password at a clean address.
 */
const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * Failures on one account from every address together beyond which it counts as under attack:
 * then each address gets only FAILURES_UNDER_ATTACK tries on it per window. That slows a guesser
 * with many addresses; the owner at a clean address still has their tries.
 */
const ACCOUNT_UNDER_ATTACK = 20;
const FAILURES_UNDER_ATTACK = 2;
/**
 * Failures per client address: slows trying one common password against many accounts.
 * Successful logins are refunded, so an office behind one address is not locked out by use.
 */
const FAILURES_PER_IP = 30;

const accountKey = (scope: string, account: string) => `${scope}:account:${account}`;
const pairPrefix = (scope: string, account: string) => `${accountKey(scope, account)}:ip:`;

/**
 * Forgets every failure counted against an account, from every address (a password reset proved
 * the mailbox: whoever did it may log in at once).
 */
export async function forgetLoginFailures(db: Db, scope: string, account: string): Promise<void> {
  await clear(db, accountKey(scope, account));
  await clearPrefix(db, pairPrefix(scope, account));
}

export interface LoginAttemptContext {
  log: FastifyBaseLogger;
  /** The account's id when it exists: the security events name it, never what was typed. */
  accountId: string | null;
}

export interface LoginAttempt {
  /** Runs the password check; should it fail to run (the hash gate is full), nothing counts. */
  judge(check: () => Promise<boolean>): Promise<boolean>;
  /** Logs the failure (login.failed) with the account and address. */
  failed(reason: string): void;
  /**
   * Logs the success (login.succeeded), forgets this address's failures on the account and
   * refunds the other counters' hit.
   */
  succeeded(reason?: string): Promise<void>;
}

/**
 * Counts a password login attempt before the password is checked, for members ('login') and
 * staff ('staff-login') alike: per address, per account from this address (both may refuse, code
 * 429 with the wait filled into the message) and per account from everywhere (only narrows the
 * per-address allowance, see ACCOUNT_UNDER_ATTACK). The counters are raised first, atomically, so
 * parallel guesses cannot slip past a read-then-write.
 */
export async function countLoginAttempt(
  db: Db,
  scope: string,
  account: string,
  ip: string,
  context: LoginAttemptContext,
  now = Date.now(),
): Promise<LoginAttempt> {
  const keys = {
    ip: `${scope}:ip:${ip}`,
    account: accountKey(scope, account),
    pair: `${pairPrefix(scope, account)}${ip}`,
  };
  const event = { account: context.accountId, ip };
  const locked = (retryAfter: number, reason: string) => {
    securityEvent(context.log, 'login.locked', { ...event, reason });
    return tooMany(retryAfter);
  };
  const refund = async (except?: string) => {
    for (const key of Object.values(keys)) if (key !== except) await refundHit(db, key);
  };

  const perIp = await hit(db, keys.ip, FAILURES_PER_IP, WINDOW_MS, now);
  if (!perIp.allowed) throw locked(perIp.retryAfter, 'too many failures from this address');
  const overall = await hit(db, keys.account, Infinity, WINDOW_MS, now);
  const allowance =
    overall.count > ACCOUNT_UNDER_ATTACK ? FAILURES_UNDER_ATTACK : FAILURES_PER_ACCOUNT_AND_ADDRESS;
  const perPair = await hit(db, keys.pair, allowance, WINDOW_MS, now);
  if (!perPair.allowed) {
    throw locked(perPair.retryAfter, 'too many failures on this account from this address');
  }
  return {
    async judge(check) {
      try {
        return await check();
      } catch (error) {
        await refund();
        throw error;
      }
    },
    failed(reason) {
      securityEvent(context.log, 'login.failed', { ...event, reason });
    },
    async succeeded(reason = 'password') {
      securityEvent(context.log, 'login.succeeded', { ...event, reason });
      await clear(db, keys.pair);
      await refund(keys.pair);
    },
  };
}

/**
 * Takes back one hit of a fixed-window counter. An attempt that turns out harmless (a successful
 * login, a check the server was too busy to make) is refunded here.
 */
async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('throttles')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
