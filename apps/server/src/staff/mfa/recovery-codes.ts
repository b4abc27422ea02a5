import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { sha256 } from '../../sessions/tokens.ts';

/**
 * Ten single-use recovery codes per account, for a lost phone or key. Each is 12 characters of
 * a 31-character alphabet without look-alikes (about 59 bits), shown once as xxxx-xxxx-xxxx and
 * stored only as the SHA-256 of the account and the code: a copy of the database reveals none,
 * and 59 random bits per code leave nothing to guess offline.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** What the person typed, as stored: lower case, without spaces and dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const hashOf = (staffId: string, code: string) => sha256(`${staffId}:${normalise(code)}`);

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{12}$/.test(normalise(code));
}

/** A new set: the old codes stop working. Answers the codes, which are not kept. */
export async function replaceRecoveryCodes(
  db: Db,
  staffId: string,
  now = Date.now(),
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: hashOf(staffId, code),
        staff_id: staffId,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Spends a recovery code: true once per code, by a conditional update. */
export async function spendRecoveryCode(
  db: Db,
  staffId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashOf(staffId, code))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
