import type { StaffLoginAnswer } from '@app/contract/calls/staff';
import type { Config } from '../../config.ts';
import { BodyCode } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { countLoginAttempt } from '../../sessions/login-attempts.ts';
import {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../sessions/passwords.ts';
import { decryptPassword, siteKey } from '../../staff/rsa-key.ts';
import { findStaffByEmail, toStaff, updateStaff } from '../../staff/staff-repository.ts';
import { factorSummary, hasFactor, methodsOf } from '../../staff/mfa/factors.ts';
import { issueMfaToken, startLogin } from '../../staff/staff-tokens.ts';

export interface StaffLoginInput {
  username: string;
  /** base64 RSA-OAEP ciphertext of the password. */
  password: string;
}

/**
 * pda/site/login. The password arrives encrypted with the site's public key; anything else (a
 * plain password, another key's ciphertext) is refused before any account is looked at. Then as
 * for members: counted per account and address first, the same answer and work for an unknown
 * account, a disabled one or a wrong password. A right password gives the tokens only when no
 * second factor is due (DESIGN.md "Staff second factor"): with one enrolled, an mfa_token to
 * answer it; without one under STAFF_MFA=required, an mfa_token that can only enrol one.
 */
export async function staffLogin(
  db: Db,
  config: Pick<Config, 'pdaRsaBits' | 'staffMfa'>,
  input: StaffLoginInput,
  ip: string,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<StaffLoginAnswer> {
  const password = decryptPassword(await siteKey(db, config.pdaRsaBits), input.password);
  if (password === undefined) throw new AppError(BodyCode.invalid, 'error.pdaEncryption');
  const row = await findStaffByEmail(db, input.username);
  const attempt = await countLoginAttempt(
    db,
    'staff-login',
    input.username,
    ip,
    { log, accountId: row?.id ?? null },
    now,
  );
  const usable = row && row.password_hash !== null && row.disabled_at === null;
  const ok = await attempt.judge(() =>
    usable
      ? verifyPassword(password, row.password_hash ?? '')
      : burnPasswordCheck(password).then(() => false),
  );
  if (!row || !ok) {
    attempt.failed(!row ? 'unknown account' : usable ? 'wrong password' : 'account not usable');
    throw new AppError(BodyCode.invalid, 'error.loginFailed');
  }

  await attempt.succeeded();
  if (row.password_hash && needsRehash(row.password_hash)) {
    await updateStaff(db, row.id, { password_hash: await hashPassword(password) }, now);
  }
  const factors = await factorSummary(db, row.id);
  if (hasFactor(factors)) {
    const mfaToken = await issueMfaToken(db, row.id, 'mfa', now);
    return { mfaRequired: true, mfa_token: mfaToken, methods: methodsOf(factors) };
  }
  if (config.staffMfa === 'required') {
    return { mfaSetupRequired: true, mfa_token: await issueMfaToken(db, row.id, 'mfa-setup', now) };
  }
  return { ...(await startLogin(db, row.id, now)), staff: toStaff(row) };
}
