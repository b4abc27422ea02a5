import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { API_VERSION, SYSTEM } from './constants.ts';

/**
 * SPEC §9 request signature. MD5 over the sorted non-empty fields plus a shared secret: integrity
 * and replay protection only, since the secret ships in the client (docs/security.md).
 */
export type SignableValue = string | number | boolean | null | undefined;
export type SignableFields = Record<string, SignableValue>;

export interface SignOptions {
  orgno: string;
  secret: string;
  /** Random integer below 10 million; generated when omitted. */
  nonce?: number;
  /** Unix seconds; now when omitted. */
  timestamp?: number;
}

export const SIGN_FIELD = 'sign';

function isEmpty(value: SignableValue): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

/** The exact string that is hashed: exported so tests and other implementations can compare. */
export function signingString(fields: SignableFields, secret: string): string {
  const pairs = Object.keys(fields)
    .filter((key) => key !== SIGN_FIELD && !isEmpty(fields[key]))
    .sort()
    .map((key) => `${key}=${String(fields[key])}`);
  return `${pairs.join('&')}&key=${secret}`;
}

/**
 * UTF-8 bytes of the signing string. A lone surrogate (possible in JSON input) is encoded as
 * U+FFFD, as the browser's own UTF-8 encoder sends it (TextEncoder's rule, on both sides).
 */
const utf8 = new TextEncoder();

export function computeSign(fields: SignableFields, secret: string): string {
  return bytesToHex(md5(utf8.encode(signingString(fields, secret)))).toUpperCase();
}

function randomNonce(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % 10_000_000;
}

/**
 * The nonces this client drew for the current second. The server stores each signature once, so
 * two identical requests in one second must not draw the same nonce: at hundreds of requests a
 * second from one session (the load test, the bench) one in 10 million per pair came up every few
 * runs, and the second request was refused as a replay.
 */
const drawn = { second: Number.NaN, nonces: new Set<number>() };

function nonceFor(second: number): number {
  if (second !== drawn.second) {
    drawn.second = second;
    drawn.nonces.clear();
  }
  let nonce = randomNonce();
  while (drawn.nonces.has(nonce)) nonce = randomNonce();
  drawn.nonces.add(nonce);
  return nonce;
}

/** Adds nonce_str, orgno, secondtimestamp, appversion, system and sign to the fields. */
export function signFields(fields: SignableFields, options: SignOptions): Record<string, string> {
  const second = options.timestamp ?? Math.floor(Date.now() / 1000);
  const withPublic: SignableFields = {
    ...fields,
    nonce_str: String(options.nonce ?? nonceFor(second)),
    orgno: options.orgno,
    secondtimestamp: String(second),
    appversion: fields.appversion ?? API_VERSION,
    system: fields.system ?? SYSTEM,
  };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(withPublic)) {
    if (!isEmpty(value)) out[key] = String(value);
  }
  out[SIGN_FIELD] = computeSign(withPublic, options.secret);
  return out;
}

/** Compares two strings in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when fields.sign is the signature of the other fields under secret. */
export function verifySign(fields: SignableFields, secret: string): boolean {
  const given = fields[SIGN_FIELD];
  if (typeof given !== 'string' || given.length !== 32) return false;
  return constantTimeEqual(given.toUpperCase(), computeSign(fields, secret));
}
