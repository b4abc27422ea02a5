import type { Member } from '@app/contract/calls/account';
import { BodyCode } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { AppError, tooMany } from '../../http/app-error.ts';
import { clear, hit } from '../../http/throttle.ts';
import { createSession } from '../../sessions/session-store.ts';
import type { SessionLifetimes } from '../../sessions/session-store.ts';
import * as members from './members-repository.ts';
import { refundHit } from './throttle-refund.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const WINDOW_MS = 15 * 60_000;
/** Failed logins per account: slows guessing one password without locking the owner out long. */
const FAILURES_PER_ACCOUNT = 5;
/**
 * Failures per client address: slows trying one common password against many accounts.
 * Successful logins are refunded, so an office behind one address is not locked out by use.
 */
const FAILURES_PER_IP = 30;

export const loginFailuresKey = (account: string) => `login:account:${account}`;

export interface LoginResult {
  token: string;
  member: Member;
}

/**
 * policyholder/Login. An unknown account and a wrong password get the same answer after the same
 * work. The counters are raised before the check, atomically, so parallel guesses cannot slip
 * past a read-then-write; a success forgets the account's count and refunds the address's hit.
 */
export async function login(
  db: Db,
  life: SessionLifetimes,
  input: { account: string; password: string },
  ip: string,
  now = Date.now(),
): Promise<LoginResult> {
  const ipKey = `login:ip:${ip}`;
  const perIp = await hit(db, ipKey, FAILURES_PER_IP, WINDOW_MS, now);
  if (!perIp.allowed) throw tooMany(perIp.retryAfter);
  const key = loginFailuresKey(input.account);
  const perAccount = await hit(db, key, FAILURES_PER_ACCOUNT, WINDOW_MS, now);
  if (!perAccount.allowed) throw tooMany(perAccount.retryAfter);

  const row = await members.findByEmail(db, input.account);
  const ok = row
    ? await verifyPassword(input.password, row.password_hash)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!row || !ok) throw new AppError(BodyCode.invalid, 'error.loginFailed');

  await clear(db, key);
  await refundHit(db, ipKey);
  if (needsRehash(row.password_hash)) {
    // Parameters were raised since this hash was made; the password is at hand only now.
    await members.updatePassword(db, row.id, await hashPassword(input.password), now);
  }
  const token = await createSession(db, row.id, life, now);
  return { token, member: members.toMember(row) };
}
