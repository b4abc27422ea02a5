import crypto from 'node:crypto';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Envelope, TestApp } from './helpers.ts';
import { encryptPassword, pdaCall, STAFF_PASSWORD } from './staff-helpers.ts';

/**
 * The staff second factor's tests: the password step, TOTP codes as an authenticator app makes
 * them (the same library, at a given time), and a software passkey that answers WebAuthn
 * ceremonies as a browser and an authenticator would (fmt "none", ES256).
 */
export const PUBLIC_URL = 'http://localhost:8080';

export async function passwordStep(t: TestApp, email: string, password = STAFF_PASSWORD) {
  return pdaCall(t, 'pda/site/login', {
    username: email,
    password: await encryptPassword(t, password),
  });
}

/** The code an authenticator app shows at `ms` (now by default). */
export function totpAt(secret: string, ms = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(ms / 1000) });
}

/** A new account's TOTP enrolled through its enrolment token: the secret and recovery codes. */
export async function enrolTotp(t: TestApp, mfaToken: string) {
  const setup = await pdaCall(t, 'pda/site/mfa/totp/setup', { mfa_token: mfaToken });
  expect(setup.code, setup.msg).toBe(200);
  const secret = setup.data.secret as string;
  const enable = await pdaCall(t, 'pda/site/mfa/totp/enable', {
    mfa_token: mfaToken,
    code: await totpAt(secret),
  });
  expect(enable.code, enable.msg).toBe(200);
  return { secret, enable: enable as Envelope };
}

// A minimal CBOR writer: enough for a COSE key and an attestation object.
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (n: number) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const cborBytes = (b: Buffer) => Buffer.concat([head(2, b.length), b]);
const cborText = (s: string) => Buffer.concat([head(3, Buffer.byteLength(s)), Buffer.from(s)]);
const cborMap = (entries: [Buffer, Buffer][]) =>
  Buffer.concat([head(5, entries.length), ...entries.flat()]);

const b64url = (b: Buffer) => b.toString('base64url');
const sha = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest();

/** A passkey held in memory: one ES256 key and a signature counter. */
export class SoftPasskey {
  readonly id = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(
    readonly origin = PUBLIC_URL,
    readonly rpId = new URL(origin).hostname,
  ) {}

  get credentialId(): string {
    return b64url(this.id);
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha(this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create's answer to registration options, as JSON. */
  register(options: { challenge: string }, origin = this.origin): string {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = cborMap([
      [cborInt(1), cborInt(2)],
      [cborInt(3), cborInt(-7)],
      [cborInt(-1), cborInt(1)],
      [cborInt(-2), cborBytes(Buffer.from(jwk.x ?? '', 'base64url'))],
      [cborInt(-3), cborBytes(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const idLength = Buffer.from([0, this.id.length]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, cose]);
    // User present, user verified, attested credential data.
    const authData = this.authData(0x01 | 0x04 | 0x40, attested);
    const attestationObject = cborMap([
      [cborText('fmt'), cborText('none')],
      [cborText('attStmt'), cborMap([])],
      [cborText('authData'), cborBytes(authData)],
    ]);
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    });
  }

  /** navigator.credentials.get's answer to authentication options, as JSON. */
  authenticate(options: { challenge: string }, origin = this.origin): string {
    this.counter += 1;
    const authData = this.authData(0x01 | 0x04);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha(clientData)]), {
      key: this.keys.privateKey,
    });
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    });
  }
}
