import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { StaffPasskeysTable } from '../../db/schema.ts';
import { listPasskeys, takeChallenge, upsertMfaRow } from './mfa-repository.ts';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is PUBLIC_URL's host when it
 * is set (as the links in mail), else the host the console was opened at; the browser itself
 * checks that the page's origin belongs to it, and the server that the answer names that origin.
 */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const RP_NAME = 'Back office';
/** A ceremony's challenge waits this long for its answer. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export function relyingParty(
  config: Pick<Config, 'publicUrl'>,
  request: { protocol: string; host: string; hostname: string },
): RelyingParty {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { rpID: url.hostname, origin: url.origin };
  }
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}

const transportsOf = (row: Pick<StaffPasskeysTable, 'transports'>) =>
  row.transports ? (JSON.parse(row.transports) as AuthenticatorTransport[]) : undefined;

async function keepChallenge(db: Db, staffId: string, challenge: string, now: number) {
  await upsertMfaRow(
    db,
    staffId,
    { webauthn_challenge: challenge, webauthn_challenge_expires_at: now + CHALLENGE_TTL_MS },
    now,
  );
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  staff: { id: string; email: string; name: string },
  now = Date.now(),
) {
  const existing = await listPasskeys(db, staff.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(staff.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(db, staff.id, options.challenge, now);
  return options;
}

/** The new passkey's row, or undefined when the answer does not hold. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  staffId: string,
  responseJson: string,
  now = Date.now(),
): Promise<Omit<StaffPasskeysTable, 'name' | 'staff_id'> | undefined> {
  const challenge = await takeChallenge(db, staffId, now);
  const response = parseJson<RegistrationResponseJSON>(responseJson);
  if (!challenge || !response) return undefined;
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    created_at: now,
    last_used_at: null,
  };
}

export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  staffId: string,
  now = Date.now(),
) {
  const passkeys = await listPasskeys(db, staffId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, staffId, options.challenge, now);
  return options;
}

/** True when the answer is one of the account's passkeys signing the waiting challenge. */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  staffId: string,
  responseJson: string,
  now = Date.now(),
): Promise<boolean> {
  const challenge = await takeChallenge(db, staffId, now);
  const response = parseJson<AuthenticationResponseJSON>(responseJson);
  if (!challenge || !response) return false;
  const row = (await listPasskeys(db, staffId)).find((passkey) => passkey.id === response.id);
  if (!row) return false;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: transportsOf(row),
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  await db
    .updateTable('staff_passkeys')
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', row.id)
    .execute();
  return true;
}

function parseJson<T>(text: string): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}
