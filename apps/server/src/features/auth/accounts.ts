import type { Member } from '@app/contract/calls/account';
import { BodyCode } from '@app/contract/codes';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { Language } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalid, unauthorized } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import { revokeMemberSessions, revokeSession } from '../../sessions/session-store.ts';
import { newId } from '../../sessions/tokens.ts';
import { forgetMemberLoginFailures } from './login.ts';
import { checkCodeOrToken, codeIncorrect, consumeCode } from './mail-code.ts';
import type { CodeClient } from './mail-code.ts';
import * as members from './members-repository.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';
import { hashPassword } from '../../sessions/passwords.ts';
import { findActiveStaffByInviteCode } from '../../staff/staff-repository.ts';

/** An e-mail code, or the proof token user/checkEmailCode gave for it. */
export interface CodeOrToken {
  code?: string | undefined;
  codeToken?: string | undefined;
}

export interface Registration extends CodeOrToken {
  name: string;
  areaCode: string;
  mobile: string;
  email: string;
  password: string;
  inviteCode?: string | undefined;
  agreementVersion: string;
}

export interface PasswordReset extends CodeOrToken {
  email: string;
  password: string;
}

/**
 * The new password, then the e-mail code for `purpose`: the password is judged first, so a
 * refused one does not spend one of the code's tries. Answers the code's id, to be consumed in
 * the transaction that uses it.
 */
async function checkPasswordThenCode(
  db: Db,
  input: { email: string; password: string } & CodeOrToken,
  purpose: 'register' | 'forget',
  lang: Language,
  client: CodeClient,
  now: number,
): Promise<string> {
  refuseCommonPassword(input.password, lang);
  return checkCodeOrToken(db, input.email, purpose, input, lang, client, now);
}

/** The member of staff whose invite code it is; an unknown or disabled one is refused. */
async function bookOwner(db: Db, code: string, lang: Language): Promise<string> {
  const staff = await findActiveStaffByInviteCode(db, code);
  if (!staff) {
    throw invalid({ inviteCode: t('error.inviteCodeUnknown', lang) }, 'error.inviteCodeUnknown');
  }
  return staff.id;
}

/** Only the current agreement may be accepted: one ticked on an older text is read again. */
function refuseOutdatedAgreement(version: string, lang: Language): void {
  if (version === AGREEMENT_VERSION) return;
  const message = t('error.agreementOutdated', lang);
  throw invalid({ agreementVersion: message }, 'error.agreementOutdated');
}

const emailTaken = () => new AppError(BodyCode.conflict, 'error.emailTaken');

/**
 * policyholder/Register. The code is checked before the e-mail: a taken address never receives a
 * register code, so "taken" is only told to someone who proved they read the mailbox.
 */
export async function register(
  db: Db,
  input: Registration,
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<Member> {
  refuseOutdatedAgreement(input.agreementVersion, lang);
  const codeId = await checkPasswordThenCode(db, input, 'register', lang, client, now);
  if (await members.findByEmail(db, input.email)) throw emailTaken();
  const staffId = input.inviteCode ? await bookOwner(db, input.inviteCode, lang) : null;
  const row = {
    id: newId(),
    name: input.name,
    area_code: input.areaCode,
    mobile: input.mobile,
    email: input.email,
    password_hash: await hashPassword(input.password),
    staff_id: staffId,
    agreement_version: input.agreementVersion,
    agreement_at: now,
    // The language of the member's e-mail: the app's at registration (docs/decisions.md D30).
    language: lang,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await consumeCode(trx, codeId, lang, now);
      await members.insert(trx, row);
    });
  } catch (error) {
    // Another registration of the same address won the race to the unique index.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return members.toMember(row);
}

/**
 * policyholder/ForgetPassword. Every session of the member ends with reason 'password', so a
 * device left logged in (perhaps the reason for the reset) hears code 100 on its next call; the
 * member is mailed that their password changed.
 */
export async function resetPassword(
  db: Db,
  input: PasswordReset,
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<void> {
  const codeId = await checkPasswordThenCode(db, input, 'forget', lang, client, now);
  const member = await members.findByEmail(db, input.email);
  if (!member) throw codeIncorrect(lang);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId, lang, now);
    await members.updatePassword(trx, member.id, passwordHash, now);
    await revokeMemberSessions(trx, member.id, 'password', now);
    await queueAccountChangeMail(trx, member, 'password', 'member', now);
  });
  // Whoever proved the mailbox may log in at once, whatever failures came before.
  await forgetMemberLoginFailures(db, input.email);
}

/** policyholder/MemberInfo, asked when the app starts: it also keeps the mail language current. */
export async function memberInfo(db: Db, memberId: string, lang: Language): Promise<Member> {
  const row = await members.findById(db, memberId);
  if (!row) throw unauthorized();
  await members.keepLanguage(db, row, lang);
  return members.toMember(row);
}

export async function logout(db: Db, sessionId: string, now = Date.now()): Promise<void> {
  await revokeSession(db, sessionId, 'logout', now);
}
