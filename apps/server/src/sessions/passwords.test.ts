import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/** Cheap parameters where the test is about the format, not the cost. */
const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt with its parameters, salt and hash, and verifies', async () => {
    const stored = await hashPassword('Tr1cky-Otter');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual([
      'scrypt',
      CURRENT_PARAMS.N,
      CURRENT_PARAMS.r,
      CURRENT_PARAMS.p,
    ]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('Tr1cky-Otter', stored)).toBe(true);
    expect(await verifyPassword('Tr1cky-otter', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same-pass1', FAST)).not.toBe(await hashPassword('Same-pass1', FAST));
  });

  it('verifies hashes made with other parameters and asks for a rehash', async () => {
    const old = await hashPassword('Old-pass1', FAST);
    expect(await verifyPassword('Old-pass1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const composed = 'Caf\u00e9-123';
    const decomposed = 'Cafe\u0301-123';
    expect(await verifyPassword(decomposed, await hashPassword(composed, FAST))).toBe(true);
  });

  it('never matches a malformed or hostile stored value', async () => {
    const good = await hashPassword('Tr1cky-Otter', FAST);
    const parts = good.split('$');
    const variants = [
      '',
      'plain-text',
      `bcrypt$${parts.slice(1).join('$')}`,
      ['scrypt', 1000, ...parts.slice(2)].join('$'), // N not a power of two
      ['scrypt', 2 ** 24, ...parts.slice(2)].join('$'), // N far too costly
      [...parts.slice(0, 5), ''].join('$'), // no hash
    ];
    for (const stored of variants) {
      expect(await verifyPassword('Tr1cky-Otter', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
