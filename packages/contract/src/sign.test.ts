import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeSign, signFields, signingString, verifySign } from './sign.ts';
import type { SignableFields } from './sign.ts';

/** An MD5 that is not the one the contract uses (@noble/hashes): the vectors are checked against an independent implementation. */
const md5Upper = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

const options = {
  orgno: 'demo-org',
  secret: 'demo-secret',
  nonce: 1234567,
  timestamp: 1_700_000_000,
};

const vectors: { name: string; fields: SignableFields; expected: string }[] = [
  {
    name: 'login',
    fields: { account: 'demo@example.com', password: 'Demo1234' },
    expected:
      'account=demo@example.com&appversion=1.2.9&nonce_str=1234567&orgno=demo-org&password=Demo1234' +
      '&secondtimestamp=1700000000&system=1&key=demo-secret',
  },
  {
    name: 'empty and missing values are left out',
    fields: { page: 1, size: 10, status: '', remark: undefined, note: null },
    expected:
      'appversion=1.2.9&nonce_str=1234567&orgno=demo-org&page=1&secondtimestamp=1700000000&size=10' +
      '&system=1&key=demo-secret',
  },
  {
    name: 'a JSON section and non-ASCII text',
    fields: { token: 'abc', section: 'applicant', action: 'save', data: '{"nameCn":"陈大文"}' },
    expected:
      'action=save&appversion=1.2.9&data={"nameCn":"陈大文"}&nonce_str=1234567&orgno=demo-org' +
      '&secondtimestamp=1700000000&section=applicant&system=1&token=abc&key=demo-secret',
  },
  {
    name: 'a caller-supplied appversion is kept',
    fields: { appversion: '2.0.0', lang: 'en-US', auth_token: 't0k3n' },
    expected:
      'appversion=2.0.0&auth_token=t0k3n&lang=en-US&nonce_str=1234567&orgno=demo-org' +
      '&secondtimestamp=1700000000&system=1&key=demo-secret',
  },
];

describe('signing vectors', () => {
  it.each(vectors)('$name', ({ fields, expected }) => {
    const signed = signFields(fields, options);
    expect(signingString(signed, options.secret)).toBe(expected);
    expect(signed.sign).toBe(md5Upper(expected));
    expect(signed.sign).toMatch(/^[0-9A-F]{32}$/);
    expect(verifySign(signed, options.secret)).toBe(true);
  });
});

describe('text that UTF-8 cannot carry', () => {
  it('signs a lone surrogate as U+FFFD, as the browser sends it, instead of throwing', () => {
    const signed = signFields({ data: 'a\uD800b', note: '\uDC00' }, options);
    const sent = signingString({ ...signed, data: 'a\uFFFDb', note: '\uFFFD' }, options.secret);
    expect(signed.sign).toBe(md5Upper(sent));
  });
});

const key = fc.stringMatching(/^[a-z][a-z_]{0,11}$/).filter((k) => k !== 'sign' && k !== 'key');
const value = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.integer());
const fieldsArb = fc.dictionary(key, value, { maxKeys: 8 });

describe('signing properties', () => {
  it('verifies what it signed', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => verifySign(signFields(fields, options), options.secret)),
    );
  });

  it('refuses any changed field, and another secret', () => {
    fc.assert(
      fc.property(
        fieldsArb,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 5 }),
        (fields, pick, extra) => {
          const signed = signFields(fields, options);
          const keys = Object.keys(signed).filter((k) => k !== 'sign');
          const target = keys[pick % keys.length] ?? 'orgno';
          const tampered = { ...signed, [target]: `${signed[target] ?? ''}${extra}` };
          expect(verifySign(tampered, options.secret)).toBe(false);
          expect(verifySign(signed, `${options.secret}x`)).toBe(false);
        },
      ),
    );
  });

  it('does not depend on field order', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const reversed = Object.fromEntries(Object.entries(fields).reverse());
        expect(computeSign(reversed, 's')).toBe(computeSign(fields, 's'));
      }),
    );
  });

  it('ignores empty fields', () => {
    fc.assert(
      fc.property(
        fieldsArb,
        key,
        fc.constantFrom('', null, undefined),
        (fields, extraKey, empty) => {
          expect(computeSign({ ...fields, [extraKey]: empty }, 's')).toBe(
            computeSign(
              Object.fromEntries(Object.entries(fields).filter(([k]) => k !== extraKey)),
              's',
            ),
          );
        },
      ),
    );
  });

  it('refuses a missing or malformed sign', () => {
    const signed = signFields({ a: '1' }, options);
    expect(verifySign({ ...signed, sign: undefined }, options.secret)).toBe(false);
    expect(verifySign({ ...signed, sign: 'abc' }, options.secret)).toBe(false);
    expect(verifySign({ ...signed, sign: signed.sign?.toLowerCase() }, options.secret)).toBe(true);
  });
});

describe('nonces', () => {
  afterEach(() => vi.restoreAllMocks());
  const { nonce: _fixed, ...drawing } = options;

  /** The random source gives these values in turn, then the last one for ever. */
  function randomValues(...values: number[]) {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint32Array)[0] = values.length > 1 ? (values.shift() ?? 0) : (values[0] ?? 0);
      return array;
    });
  }

  it('never draws the same nonce twice in one second, so an identical request is not a replay', () => {
    randomValues(4_242, 4_242, 4_242, 77);
    const first = signFields({ page: '1' }, drawing);
    const second = signFields({ page: '1' }, drawing);
    expect(first.nonce_str).toBe('4242');
    expect(second.nonce_str).toBe('77');
    expect(second.sign).not.toBe(first.sign);
  });

  it('may draw a nonce again in another second', () => {
    randomValues(5_151);
    const first = signFields({ page: '1' }, { ...drawing, timestamp: 1_800_000_000 });
    const next = signFields({ page: '1' }, { ...drawing, timestamp: 1_800_000_001 });
    expect([first.nonce_str, next.nonce_str]).toEqual(['5151', '5151']);
  });
});
