import { BodyCode } from '@app/contract/codes';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { securityEvent } from '../../security/events.ts';
import { countLoginAttempt } from '../../sessions/login-attempts.ts';
import { factorSummary, hasFactor, spendCode } from '../../staff/mfa/factors.ts';
import type { StaffRow } from '../../staff/staff-repository.ts';
import type { Config } from '../../config.ts';
import {
  endStaffLogins,
  findMfaToken,
  loginStartedAt,
  refreshTokenOwner,
  resolveBearer,
  spendMfaToken,
  startLogin,
} from '../../staff/staff-tokens.ts';
import type { MfaTokenKind } from '../../staff/staff-tokens.ts';
import { toStaff } from '../../staff/staff-repository.ts';

/**
 * Who a second-factor call is for: the holder of a login's mfa_token, or a signed-in console
 * (its bearer token). The mfa_token's kind is its scope: 'mfa' answers a second factor,
 * 'mfa-setup' only enrols one.
 */
export type MfaCaller =
  | { via: 'token'; staff: StaffRow; token: string; kind: MfaTokenKind }
  | { via: 'bearer'; staff: StaffRow; loginId: string };

/** A management change needs a code, or a login no older than this (its second factor fresh). */
const FRESH_LOGIN_MS = 5 * 60_000;

const tokenInvalid = () => new AppError(BodyCode.unauthorized, 'error.mfaTokenInvalid');
export const codeWrong = () => new AppError(BodyCode.invalid, 'error.mfaCodeWrong');

export async function resolveCaller(
  db: Db,
  req: FastifyRequest,
  mfaToken: string | undefined,
  kinds: MfaTokenKind[],
): Promise<MfaCaller> {
  if (mfaToken) {
    for (const kind of kinds) {
      const staff = await findMfaToken(db, mfaToken, kind);
      if (staff) return { via: 'token', staff, token: mfaToken, kind };
    }
    throw tokenInvalid();
  }
  return bearerCaller(db, req);
}

export async function bearerCaller(db: Db, req: FastifyRequest): Promise<MfaCaller> {
  const bearer = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const principal = bearer ? await resolveBearer(db, bearer) : undefined;
  if (!principal) throw unauthorized();
  return { via: 'bearer', staff: principal.staff, loginId: principal.loginId };
}

/**
 * Judges a second factor as a wrong password is judged: counted per account and address before it
 * is looked at (429 beyond the limit); a failed one logged as mfa.failed with `reason` and
 * answered with `refusal()`; a good one refunds the count.
 */
export async function judgeSecondFactor(
  db: Db,
  log: FastifyBaseLogger,
  staff: StaffRow,
  ip: string,
  judged: { check: () => Promise<boolean>; reason: string; refusal: () => Error },
): Promise<void> {
  const attempt = await countLoginAttempt(db, 'staff-mfa', staff.email, ip, {
    log,
    accountId: String(staff.id),
  });
  if (!(await judged.check())) {
    securityEvent(log, 'mfa.failed', { account: staff.id, ip, reason: judged.reason });
    throw judged.refusal();
  }
  await attempt.succeeded('second factor');
}

/** Checks a code (TOTP or recovery) as a wrong password is checked; a wrong one answers 400. */
export function checkCode(
  db: Db,
  log: FastifyBaseLogger,
  staff: StaffRow,
  code: string,
  ip: string,
): Promise<void> {
  return judgeSecondFactor(db, log, staff, ip, {
    check: () => spendCode(db, staff.id, code),
    reason: 'wrong code',
    refusal: codeWrong,
  });
}

/**
 * Guards a change to the second factors of a signed-in account that has one: a current code
 * (TOTP or recovery), or a login whose second factor was checked minutes ago. A stolen bearer
 * token alone then cannot add its own factor or strip the owner's.
 */
export async function requireFreshProof(
  db: Db,
  log: FastifyBaseLogger,
  caller: MfaCaller,
  code: string | undefined,
  ip: string,
): Promise<void> {
  if (caller.via === 'token') return;
  if (!hasFactor(await factorSummary(db, caller.staff.id))) return;
  if (code) return checkCode(db, log, caller.staff, code, ip);
  const startedAt = await loginStartedAt(db, caller.loginId);
  if (startedAt !== undefined && Date.now() - startedAt <= FRESH_LOGIN_MS) return;
  throw new AppError(BodyCode.invalid, 'error.mfaFreshCodeRequired');
}

/** The tokens of the login an mfa_token stood for, spending it (once). */
export async function finishLogin(db: Db, caller: MfaCaller & { via: 'token' }) {
  if (!(await spendMfaToken(db, caller.token))) throw tokenInvalid();
  return { ...(await startLogin(db, caller.staff.id)), staff: toStaff(caller.staff) };
}

/**
 * A login opened before STAFF_MFA became required (or before an admin's reset) by someone who has
 * no factor: its refresh is refused and its logins end, so it lasts no longer than its bearer
 * token (15 minutes); the next password login leads to enrolment.
 */
export async function refuseWithoutFactor(
  db: Db,
  config: Pick<Config, 'staffMfa'>,
  refreshToken: string,
): Promise<void> {
  if (config.staffMfa !== 'required') return;
  const staffId = await refreshTokenOwner(db, refreshToken);
  if (!staffId || hasFactor(await factorSummary(db, staffId))) return;
  await endStaffLogins(db, staffId, 'mfa-required');
  throw new AppError(BodyCode.unauthorized, 'error.mfaTokenInvalid');
}
