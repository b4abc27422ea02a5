import type { MfaMethod } from '@app/contract/calls/staff';
import { decryptValue, encryptValue, loadDataKeys } from '../../crypto/data-key.ts';
import type { Db } from '../../db/database.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  findMfaRow,
  listPasskeys,
} from './mfa-repository.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { acceptedStep } from './totp.ts';

/** What second factors an account has. */
export interface FactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function factorSummary(db: Db, staffId: string): Promise<FactorSummary> {
  const [row, passkeys, recoveryCodesLeft] = await Promise.all([
    findMfaRow(db, staffId),
    listPasskeys(db, staffId),
    countUnusedRecoveryCodes(db, staffId),
  ]);
  return { totp: Boolean(row?.totp_enabled_at), passkeys: passkeys.length, recoveryCodesLeft };
}

export const hasFactor = (summary: FactorSummary) => summary.totp || summary.passkeys > 0;

export function methodsOf(summary: FactorSummary): MfaMethod[] {
  const methods: MfaMethod[] = [];
  if (summary.totp) methods.push('totp');
  if (summary.passkeys > 0) methods.push('passkey');
  if (summary.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}

/** The TOTP secret under DATA_KEY, and back. */
export const sealSecret = async (db: Db, secret: string) =>
  encryptValue(await loadDataKeys(db), secret);
export const openSecret = async (db: Db, sealed: string) =>
  decryptValue(await loadDataKeys(db), sealed);

/**
 * Checks a code of an enrolled account: a TOTP code of a step newer than the last one accepted
 * (recorded, so it works once), else an unused recovery code (spent). False for anything else.
 */
export async function spendCode(
  db: Db,
  staffId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await findMfaRow(db, staffId);
  if (row?.totp_enabled_at && row.totp_secret && /^\d{6}$/.test(code)) {
    const secret = await openSecret(db, row.totp_secret);
    const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
    const step = await acceptedStep(secret, code, lastStep, now);
    return step !== undefined && (await claimTotpStep(db, staffId, step));
  }
  return spendRecoveryCode(db, staffId, code, now);
}
