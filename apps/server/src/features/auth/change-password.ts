import type { Language } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { invalid, unauthorized } from '../../http/app-error.ts';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';
import { t } from '../../http/i18n.ts';
import { countLoginAttempt } from '../../sessions/login-attempts.ts';
import { hashPassword, verifyPassword } from '../../sessions/passwords.ts';
import { revokeMemberSessions } from '../../sessions/session-store.ts';
import * as members from './members-repository.ts';
import { refuseCommonPassword } from './password-policy.ts';

/**
 * policyholder/ChangePassword. The old password is checked like a login (the same per-account
 * and per-address counters, so a stolen session cannot guess it freely); then the new one is set
 * and every other session of the member ends (code 100 there), the caller's stays; the member is
 * mailed that their password changed.
 */
export async function changePassword(
  db: Db,
  session: { memberId: string; sessionId: string },
  input: { oldPassword: string; password: string },
  lang: Language,
  ip: string,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<void> {
  const member = await members.findById(db, session.memberId);
  if (!member) throw unauthorized();
  const attempt = await countLoginAttempt(
    db,
    'login',
    member.email,
    ip,
    { log, accountId: member.id },
    now,
  );
  if (!(await attempt.judge(() => verifyPassword(input.oldPassword, member.password_hash)))) {
    attempt.failed('wrong current password');
    throw invalid({ oldPassword: t('error.oldPassword', lang) }, 'error.oldPassword');
  }
  await attempt.succeeded('current password');
  refuseCommonPassword(input.password, lang);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await members.updatePassword(trx, member.id, passwordHash, now);
    await revokeMemberSessions(trx, member.id, 'password', now, session.sessionId);
    await queueAccountChangeMail(trx, member, 'password', 'member', now);
  });
}
