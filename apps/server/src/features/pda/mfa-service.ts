import { BodyCode } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Changes } from '../../audit/audit-log.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { securityEvent } from '../../security/events.ts';
import { factorSummary, hasFactor, openSecret, sealSecret } from '../../staff/mfa/factors.ts';
import {
  claimTotpStep,
  deleteAllFactors,
  findMfaRow,
  listPasskeys,
  upsertMfaRow,
} from '../../staff/mfa/mfa-repository.ts';
import { replaceRecoveryCodes } from '../../staff/mfa/recovery-codes.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from '../../staff/mfa/totp.ts';
import { endOtherStaffLogins } from '../../staff/staff-tokens.ts';
import { codeWrong, finishLogin, judgeSecondFactor } from './mfa-caller.ts';
import type { MfaCaller } from './mfa-caller.ts';
import type { Language } from '@app/contract/codes';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';

/**
 * The staff second factor's rules (DESIGN.md "Staff second factor"); mfa-routes.ts hands each call
 * here with its caller resolved, and passkey-service.ts holds the WebAuthn ceremonies.
 */
export interface MfaDeps {
  db: Db;
  config: Pick<Config, 'staffMfa' | 'publicUrl'>;
  log: FastifyBaseLogger;
  ip: string;
  /** The caller's language: the change's mail to the owner is in it (staff store none). */
  lang: Language;
}

/**
 * A change to one's own factors: in the audit log like every staff write, mailed to the owner
 * (issue 34: a factor added or removed by someone holding their session is noticed), and every
 * other login of the account ended (ASVS 7.4.3): only the session that made the change stays,
 * and at an enrolment during a login, none before it (that login's tokens come after).
 */
export async function auditOwn(
  { db, lang }: Pick<MfaDeps, 'db' | 'lang'>,
  caller: MfaCaller,
  action: string,
  changes: Changes,
) {
  const { staff } = caller;
  const keep = caller.via === 'bearer' ? caller.loginId : undefined;
  await endOtherStaffLogins(db, staff.id, keep, 'mfa-change');
  await recordAudit(db, {
    actor: { type: 'staff', id: staff.id, name: staff.name },
    action,
    objectType: 'staff',
    objectId: staff.id,
    changes,
  });
  await queueAccountChangeMail(
    db,
    { email: staff.email, name: staff.name, language: lang },
    'secondFactor',
    'staff',
  );
}

export async function setUpTotp({ db }: MfaDeps, caller: MfaCaller) {
  const row = await findMfaRow(db, caller.staff.id);
  if (row?.totp_enabled_at) throw new AppError(BodyCode.conflict, 'error.mfaTotpExists');
  const secret = newTotpSecret();
  await upsertMfaRow(db, caller.staff.id, {
    totp_secret: await sealSecret(db, secret),
    totp_enabled_at: null,
    totp_last_step: null,
  });
  return { secret, otpauthUri: otpauthUri(secret, caller.staff.email) };
}

/** The enrolment's answer: new recovery codes, and the login's tokens when it came with one. */
async function enrolled(deps: MfaDeps, caller: MfaCaller, method: string, recoveryCodes: string[]) {
  securityEvent(deps.log, 'mfa.enrolled', {
    account: caller.staff.id,
    ip: deps.ip,
    reason: method,
  });
  await auditOwn(deps, caller, 'mfaEnrol', { [method]: { before: null, after: '(set)' } });
  if (caller.via === 'bearer') return { recoveryCodes };
  return { recoveryCodes, ...(await finishLogin(deps.db, caller)) };
}

export async function enableTotp(deps: MfaDeps, caller: MfaCaller, code: string) {
  const { db } = deps;
  const row = await findMfaRow(db, caller.staff.id);
  if (!row?.totp_secret || row.totp_enabled_at) {
    throw new AppError(BodyCode.invalid, 'error.mfaTotpNotSetUp');
  }
  // Counted like a wrong password: the first code is a guess like any other.
  const secret = row.totp_secret;
  await judgeSecondFactor(db, deps.log, caller.staff, deps.ip, {
    check: async () => {
      const step = await acceptedStep(await openSecret(db, secret), code, null);
      return step !== undefined && (await claimTotpStep(db, caller.staff.id, step));
    },
    reason: 'wrong code at enrolment',
    refusal: codeWrong,
  });
  await upsertMfaRow(db, caller.staff.id, { totp_enabled_at: Date.now() });
  return enrolled(deps, caller, 'totp', await replaceRecoveryCodes(db, caller.staff.id));
}

/**
 * A passkey saved: the first factor of an account brings its recovery codes (none were needed
 * before); an account that had a factor keeps the codes it has.
 */
export async function passkeyEnrolled(deps: MfaDeps, caller: MfaCaller, hadFactor: boolean) {
  const codes = hadFactor ? [] : await replaceRecoveryCodes(deps.db, caller.staff.id);
  return enrolled(deps, caller, 'passkey', codes);
}

/** With STAFF_MFA=required the last factor stays; with optional, removing it drops the codes. */
async function afterRemoval(deps: MfaDeps, staffId: string) {
  if (!hasFactor(await factorSummary(deps.db, staffId))) await deleteAllFactors(deps.db, staffId);
}

async function refuseLastFactor(deps: MfaDeps, staffId: string, removing: 'totp' | 'passkey') {
  if (deps.config.staffMfa !== 'required') return;
  const summary = await factorSummary(deps.db, staffId);
  const left = (summary.totp ? 1 : 0) + summary.passkeys - 1;
  if (left < 1 && (removing === 'totp' ? summary.totp : summary.passkeys > 0)) {
    throw new AppError(BodyCode.invalid, 'error.mfaLastFactor');
  }
}

export async function disableTotp(deps: MfaDeps, caller: MfaCaller) {
  await refuseLastFactor(deps, caller.staff.id, 'totp');
  await upsertMfaRow(deps.db, caller.staff.id, {
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  });
  await afterRemoval(deps, caller.staff.id);
  await auditOwn(deps, caller, 'mfaRemove', { totp: { before: '(set)', after: null } });
}

export async function removePasskey(deps: MfaDeps, caller: MfaCaller, id: string) {
  const owned = (await listPasskeys(deps.db, caller.staff.id)).some((row) => row.id === id);
  if (!owned) throw new AppError(BodyCode.notFound, 'error.notFound');
  await refuseLastFactor(deps, caller.staff.id, 'passkey');
  await deps.db.deleteFrom('staff_passkeys').where('id', '=', id).execute();
  await afterRemoval(deps, caller.staff.id);
  await auditOwn(deps, caller, 'mfaRemove', { passkey: { before: id, after: null } });
}

export async function regenerateRecoveryCodes(deps: MfaDeps, caller: MfaCaller) {
  if (!hasFactor(await factorSummary(deps.db, caller.staff.id))) {
    throw new AppError(BodyCode.invalid, 'error.mfaTotpNotSetUp');
  }
  const recoveryCodes = await replaceRecoveryCodes(deps.db, caller.staff.id);
  await auditOwn(deps, caller, 'mfaRecoveryCodes', {
    recoveryCodes: { before: '(set)', after: '(new set)' },
  });
  return { recoveryCodes };
}

export async function listFactors(deps: MfaDeps, staffId: string) {
  const [summary, passkeys] = await Promise.all([
    factorSummary(deps.db, staffId),
    listPasskeys(deps.db, staffId),
  ]);
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return {
    totp: summary.totp,
    passkeys: passkeys.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: iso(row.created_at) ?? '',
      lastUsedAt: iso(row.last_used_at),
    })),
    recoveryCodesLeft: summary.recoveryCodesLeft,
    required: deps.config.staffMfa === 'required',
  };
}
