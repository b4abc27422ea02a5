import { describe, expect, it } from 'vitest';
import { atProductionCost, withHashParams } from '../../test/hash-cost.ts';
import { CURRENT_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/** Cheap parameters where the test is about the format, not the cost; not the suites' own. */
const FAST = { N: 1024, r: 4, p: 1 };

describe('password hashing', () => {
  it('stores OWASP’s scrypt with its parameters, salt and hash, and verifies', async () => {
    expect(CURRENT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    await atProductionCost(async () => {
      const stored = await hashPassword('Tr1cky-Otter');
      const [scheme, N, r, p, salt, hash] = stored.split('$');
      expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 15, 8, 3]);
      expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
      expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
      expect(await verifyPassword('Tr1cky-Otter', stored)).toBe(true);
      expect(await verifyPassword('Tr1cky-otter', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(false);
    });
  });

  it('hashes with the parameters in use and asks to rehash the others', async () => {
    await withHashParams({ N: 2048, r: 8, p: 1 }, async () => {
      const stored = await hashPassword('Tr1cky-Otter');
      expect(stored.startsWith('scrypt$2048$8$1$')).toBe(true);
      expect(needsRehash(stored)).toBe(false);
      expect(needsRehash(stored, CURRENT_PARAMS)).toBe(true);
    });
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
