import { describe, expect, it } from 'vitest';
import { computeSign, signFields, verifySign } from './sign.ts';

// Found by the server fuzz suite: a lone surrogate made the MD5 step throw (a 500 on the server).
describe('signing text that is not well-formed UTF-16', () => {
  it('signs and verifies a lone surrogate instead of throwing', () => {
    const fields = { name: 'a\ud800b' };
    const body = signFields(fields, { orgno: 'o', secret: 's', nonce: 1, timestamp: 1 });
    expect(verifySign(body, 's')).toBe(true);
  });

  it('hashes a lone surrogate like U+FFFD, as a UTF-8 encoder sends it', () => {
    expect(computeSign({ a: '\udc00' }, 's')).toBe(computeSign({ a: '\ufffd' }, 's'));
  });
});
