import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashPassword, passwordParams, verifyPassword } from '../../sessions/passwords.ts';
import { sha256 } from '../../sessions/tokens.ts';

/**
 * Ten single-use recovery codes per account, for a lost phone or key. Each is 12 characters of
 * a 31-character alphabet without look-alikes (about 59 bits), shown once as xxxx-xxxx-xxxx and
 * stored only salted through scrypt, as ASVS 6.5.2 asks of a secret under 112 bits: a copy of
 * the database reveals none, and guessing one offline costs a memory-hard hash per try.
 * scrypt at a third of a password's cost (p=1): ten are made at once, and a typed code is tried
 * against each unused one.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** What the person typed, as stored: lower case, without spaces and dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Rows written before codes were hashed with scrypt: SHA-256 of the account and the code. */
const legacyHashOf = (staffId: string, code: string) => sha256(`${staffId}:${normalise(code)}`);

const hashOf = (code: string) => hashPassword(normalise(code), { ...passwordParams(), p: 1 });

/** Whether a stored row is this code, whichever way it was hashed. */
async function matches(staffId: string, code: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyPassword(normalise(code), stored);
  return stored === legacyHashOf(staffId, code);
}

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
  const hashes = await Promise.all(codes.map(hashOf));
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      hashes.map((hash) => ({
        code_hash: hash,
        staff_id: staffId,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/**
 * Spends a recovery code: true once per code. The typed code is tried against the account's
 * unused codes (salted hashes cannot be looked up), and the match is spent by a conditional
 * update, so two requests racing with one code see one success.
 */
export async function spendRecoveryCode(
  db: Db,
  staffId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const unused = await db
    .selectFrom('staff_recovery_codes')
    .select('code_hash')
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of unused) {
    if (!(await matches(staffId, code, row.code_hash))) continue;
    const result = await db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now })
      .where('code_hash', '=', row.code_hash)
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  return false;
}
