import { generateSecret, generateURI, verify } from 'otplib';

/**
 * RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a 160-bit secret
 * in base32. A code of the step before or after the server's also passes (clock drift and the
 * time it takes to type), and a code is refused once its step, or a later one, was accepted.
 */
const PERIOD_S = 30;
const ISSUER = 'Back office';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret, period: PERIOD_S, digits: 6 });
}

/**
 * The time step a code matched, or undefined when it is wrong or no newer than `lastStep`
 * (a code already used, or one older than it).
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: PERIOD_S,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => undefined);
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}
