import { signFields } from '@app/contract/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../reservation-helpers.ts';
import { buildTestApp, ORG_NO, SIGN_SECRET, signedBody } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { visible } from './fixtures.ts';

/**
 * SPEC §9's signature: refused when anything differs, however little, and never accepted twice.
 * It is integrity and replay protection only (docs/security.md); sessions do authentication.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await newMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

const FIELDS = { auth_token: '', lang: 'en-US' };
const memberInfo = (change: (body: Record<string, string>) => Record<string, string>) =>
  t.call(
    'policyholder/MemberInfo',
    {},
    {
      token,
      sign: (fields) => change(signedBody({ ...FIELDS, ...fields })),
    },
  );

/** The last character of a hex signature swapped for another hex digit. */
const lastCharChanged = (sign: string) => sign.slice(0, -1) + (sign.endsWith('0') ? '1' : '0');

describe('the request signature', () => {
  it('is accepted as the client makes it, in either case', async () => {
    expect((await memberInfo((body) => body)).code).toBe(200);
    expect((await memberInfo((body) => ({ ...body, sign: body.sign!.toLowerCase() }))).code).toBe(
      200,
    );
  });

  const tampered: [string, (body: Record<string, string>) => Record<string, string>][] = [
    ['its last character changed', (b) => ({ ...b, sign: lastCharChanged(b.sign!) })],
    [
      'its first character changed',
      (b) => ({ ...b, sign: `${b.sign![0] === 'A' ? 'B' : 'A'}${b.sign!.slice(1)}` }),
    ],
    ['one character short', (b) => ({ ...b, sign: b.sign!.slice(0, -1) })],
    ['one character long', (b) => ({ ...b, sign: `${b.sign}0` })],
    ['missing', ({ sign: _sign, ...rest }) => rest],
    ['empty', (b) => ({ ...b, sign: '' })],
    ['a signed field changed', (b) => ({ ...b, lang: 'zh-CN' })],
    ['a field added after signing', (b) => ({ ...b, extra: 'x' })],
    ['a field removed after signing', ({ nonce_str: _n, ...rest }) => rest],
    [
      'the timestamp moved by a second',
      (b) => ({ ...b, secondtimestamp: String(Number(b.secondtimestamp) + 1) }),
    ],
  ];

  it.each(tampered)('is refused with %s (code 403)', async (_name, change) => {
    const res = await memberInfo(change);
    expect(visible(res)).toEqual({ code: 403, msg: expect.any(String), data: null });
  });

  it('is refused when made with another secret', async () => {
    const res = await t.call(
      'policyholder/MemberInfo',
      {},
      {
        token,
        sign: (fields) => signFields(fields, { orgno: ORG_NO, secret: `${SIGN_SECRET}x` }),
      },
    );
    expect(res.code).toBe(403);
  });

  it.each([301, -301])('is refused with a timestamp %i s away', async (offset) => {
    const timestamp = Math.floor(Date.now() / 1000) + offset;
    const res = await t.call(
      'policyholder/MemberInfo',
      {},
      {
        token,
        sign: (fields) => signFields(fields, { orgno: ORG_NO, secret: SIGN_SECRET, timestamp }),
      },
    );
    expect(res.code).toBe(403);
  });

  it('is accepted once only: a replay is refused', async () => {
    const body = signedBody({ lang: 'en-US' });
    const first = await t.call('policyholder/MemberInfo', {}, { token, sign: () => body });
    const replay = await t.call('policyholder/MemberInfo', {}, { token, sign: () => body });
    expect(first.code).toBe(200);
    expect(replay.code).toBe(403);
  });

  it('is checked before the session: a bad signature says nothing about the token', async () => {
    const withToken = await memberInfo((b) => ({ ...b, sign: lastCharChanged(b.sign!) }));
    const res = await t.call(
      'policyholder/MemberInfo',
      {},
      {
        token: 'no-such-session',
        sign: (fields) => {
          const body = signedBody(fields);
          return { ...body, sign: lastCharChanged(body.sign!) };
        },
      },
    );
    expect(visible(res)).toEqual(visible(withToken));
  });
});
