import type { Member } from '@app/contract/calls/account';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { countLoginAttempt, forgetLoginFailures } from '../../sessions/login-attempts.ts';
import {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../sessions/passwords.ts';
import { securityEvent } from '../../security/events.ts';
import { createSession } from '../../sessions/session-store.ts';
import type { SessionLifetimes } from '../../sessions/session-store.ts';
import { checkCodeOrToken, codeIncorrect, consumeCode } from './mail-code.ts';
import type { CodeClient } from './mail-code.ts';
import * as members from './members-repository.ts';

/** The member login's throttle scope (staff have their own). */
const SCOPE = 'login';
/** After a password reset: whoever proved the mailbox may log in at once, from anywhere. */
export const forgetMemberLoginFailures = (db: Db, account: string) =>
  forgetLoginFailures(db, SCOPE, account);

export interface LoginResult {
  token: string;
  member: Member;
}

/**
 * policyholder/Login. An unknown account and a wrong password get the same answer after the same
 * work (both wait for the same hash gate), counted per account and per address before the check.
 */
export async function login(
  db: Db,
  life: SessionLifetimes,
  input: { account: string; password: string },
  ip: string,
  lang: Language,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<LoginResult> {
  const row = await members.findByEmail(db, input.account);
  const attempt = await countLoginAttempt(
    db,
    SCOPE,
    input.account,
    ip,
    { log, accountId: row?.id ?? null },
    now,
  );
  const ok = await attempt.judge(() =>
    row
      ? verifyPassword(input.password, row.password_hash)
      : burnPasswordCheck(input.password).then(() => false),
  );
  if (!row || !ok) {
    attempt.failed(row ? 'wrong password' : 'unknown account');
    throw new AppError(BodyCode.invalid, 'error.loginFailed');
  }

  await attempt.succeeded();
  if (needsRehash(row.password_hash)) {
    // Parameters were raised since this hash was made; the password is at hand only now.
    await members.updatePassword(db, row.id, await hashPassword(input.password), now);
  }
  await members.keepLanguage(db, row, lang);
  const token = await createSession(db, row.id, life, now);
  return { token, member: members.toMember(row) };
}

/**
 * policyholder/CodeLogin: a login code mailed by user/mailcode (transactionType 'login'), or the
 * proof token user/checkEmailCode gave for it. The code's own limits (5 tries, 10 minutes, checks
 * per address) guard it; an address without an account never received a code, so it fails alike.
 */
export async function codeLogin(
  db: Db,
  life: SessionLifetimes,
  input: { account: string; code?: string | undefined; codeToken?: string | undefined },
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<LoginResult> {
  const codeId = await checkCodeOrToken(db, input.account, 'login', input, lang, client, now);
  const row = await members.findByEmail(db, input.account);
  if (!row) throw codeIncorrect(lang);
  await db.transaction().execute((trx) => consumeCode(trx, codeId, lang, now));
  securityEvent(client.log, 'login.succeeded', {
    account: row.id,
    ip: client.ip,
    reason: 'e-mail code',
  });
  await members.keepLanguage(db, row, lang);
  const token = await createSession(db, row.id, life, now);
  return { token, member: members.toMember(row) };
}
