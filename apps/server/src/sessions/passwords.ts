import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { withHashSlot } from './hash-gate.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt recommendation (N=2^15, r=8, p=3): 32 MiB per hash makes guessing on GPUs
 * expensive. Parameters travel in the stored string, so raising them later only needs a new
 * default here; old hashes keep verifying and are upgraded at the next login (needsRehash).
 */
export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

/**
 * The parameters new hashes get and stored ones are checked against: CURRENT_PARAMS everywhere
 * but in the server's test suites, which hash hundreds of throwaway passwords and switch to cheap
 * ones for the tests that are not about hashing (D57, `apps/server/test/setup.ts`). Nothing in the
 * server's own code calls `useHashParams`.
 */
let active: ScryptParams = CURRENT_PARAMS;

/** Sets the parameters of new hashes and answers the ones before (server test suites only). */
export function useHashParams(params: ScryptParams): ScryptParams {
  const before = active;
  active = params;
  return before;
}

/** The parameters new hashes get now (CURRENT_PARAMS but in the server's test suites). */
export const passwordParams = (): ScryptParams => active;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Stored parameters above these are refused: a tampered row must not exhaust the server. */
const LIMITS = { N: 2 ** 20, r: 32, p: 16, keyBytes: 128 };

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so leave room. */
function maxmem({ N, r }: ScryptParams): number {
  return 128 * N * r * 2;
}

/** Every scrypt of the server waits for a slot of the hash gate (or is refused with code 503). */
async function derive(password: string, salt: Buffer, keyBytes: number, params: ScryptParams) {
  return withHashSlot(() =>
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...params, maxmem: maxmem(params) }),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: self-describing and portable. */
export async function hashPassword(
  password: string,
  params: ScryptParams = active,
): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  const sane =
    powerOfTwo &&
    N <= LIMITS.N &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= LIMITS.r &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= LIMITS.p &&
    salt.length >= 8 &&
    hash.length >= 16 &&
    hash.length <= LIMITS.keyBytes;
  return sane ? { params: { N, r, p }, salt, hash } : undefined;
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return crypto.timingSafeEqual(candidate, parsed.hash);
}

/** True when a hash was made with other parameters than today's, e.g. before they were raised. */
export function needsRehash(stored: string, params: ScryptParams = active): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const current = parsed.params;
  return current.N !== params.N || current.r !== params.r || current.p !== params.p;
}

/**
 * A stored-hash look-alike with the active parameters and random bytes: nothing verifies against
 * it, yet checking it costs one full scrypt, like a real one.
 */
const dummyHashes = new Map<ScryptParams, string>();
function dummyHash(params: ScryptParams): string {
  let dummy = dummyHashes.get(params);
  if (!dummy) {
    dummy = [
      'scrypt',
      params.N,
      params.r,
      params.p,
      crypto.randomBytes(SALT_BYTES).toString('base64url'),
      crypto.randomBytes(KEY_BYTES).toString('base64url'),
    ].join('$');
    dummyHashes.set(params, dummy);
  }
  return dummy;
}

/**
 * Spends the work of a password check on an account that does not exist, so the answer time of
 * a login does not tell unknown accounts from wrong passwords.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, dummyHash(active));
}
