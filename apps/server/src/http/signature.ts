import { BodyCode } from '@app/contract/codes';
import { SIGNATURE_WINDOW_S } from '@app/contract/constants';
import { verifySign } from '@app/contract/sign';
import type { SignableFields } from '@app/contract/sign';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

let insertsSinceSweep = 0;

/** Only text fields are signed; uploaded files are not part of the signature. */
export function signedFields(body: Record<string, unknown>): SignableFields {
  const fields: SignableFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/**
 * SPEC §9 signature, a timestamp within the window, and a nonce used once within it. The stored
 * nonce is the signature itself: a replay repeats it exactly, while two honest requests that
 * happen to draw the same nonce_str still differ in it.
 */
export async function verifyRequestSignature(
  db: Db,
  body: Record<string, unknown>,
  secret: string,
  now = Date.now(),
): Promise<void> {
  const fields = signedFields(body);
  const refuse = () => new AppError(BodyCode.forbidden, 'error.badSignature');
  if (!verifySign(fields, secret)) throw refuse();
  const timestamp = Number(fields.secondtimestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_WINDOW_S)
    throw refuse();
  const result = await db
    .insertInto('nonces')
    .values({
      sign: String(fields.sign).toUpperCase(),
      expires_at: now + SIGNATURE_WINDOW_S * 2000,
    })
    .onConflict((oc) => oc.column('sign').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw refuse();
  if (++insertsSinceSweep >= 1000) {
    insertsSinceSweep = 0;
    await db.deleteFrom('nonces').where('expires_at', '<', now).execute();
  }
}
