import { BodyCode } from '@app/contract/codes';
import { SIGNATURE_WINDOW_S } from '@app/contract/constants';
import { verifySign } from '@app/contract/sign';
import type { SignableFields } from '@app/contract/sign';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { securityEvent } from '../security/events.ts';
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

/** Why a signature is refused, in words for the security log (never the signature itself). */
export type SignatureProblem = 'wrong signature' | 'timestamp outside the window' | 'replayed';

/**
 * SPEC §9's signature and a timestamp within the window, without using up the nonce: what can be
 * judged before a file is received (http/multipart.ts), and the first half of the full check.
 */
export function signatureProblem(
  body: Record<string, unknown>,
  secret: string,
  now = Date.now(),
): SignatureProblem | undefined {
  const fields = signedFields(body);
  if (!verifySign(fields, secret)) return 'wrong signature';
  const timestamp = Number(fields.secondtimestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_WINDOW_S)
    return 'timestamp outside the window';
  return undefined;
}

/** The refusal of a bad signature, written to the security log with the caller's address. */
export function signatureRefused(req: FastifyRequest, reason: SignatureProblem): AppError {
  securityEvent(req.log, 'signature.invalid', { ip: req.ip, reason });
  return new AppError(BodyCode.forbidden, 'error.badSignature');
}

/**
 * SPEC §9 signature, a timestamp within the window, and a nonce used once within it. The stored
 * nonce is the signature itself: a replay repeats it exactly, while two honest requests that
 * happen to draw the same nonce_str still differ in it.
 */
export async function verifyRequestSignature(
  db: Db,
  req: FastifyRequest,
  body: Record<string, unknown>,
  secret: string,
  now = Date.now(),
): Promise<void> {
  const problem = signatureProblem(body, secret, now);
  if (problem) throw signatureRefused(req, problem);
  const fields = signedFields(body);
  const result = await db
    .insertInto('nonces')
    .values({
      sign: String(fields.sign).toUpperCase(),
      expires_at: now + SIGNATURE_WINDOW_S * 2000,
    })
    .onConflict((oc) => oc.column('sign').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw signatureRefused(req, 'replayed');
  if (++insertsSinceSweep >= 1000) {
    insertsSinceSweep = 0;
    await db.deleteFrom('nonces').where('expires_at', '<', now).execute();
  }
}
