import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { uniqueEmail } from '../auth-helpers.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';

/** Issue 34 point 5: TRUST_PROXY is a hop count or a list of proxies, never "trust every hop". */

const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('reads 0, false and unset as no proxy; 1 and true as one hop; n as n hops', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false']) expect(parse(off)).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
  });

  it('reads a list of proxy addresses and CIDRs', () => {
    expect(parse('10.0.0.0/8, 192.168.1.10,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['all', '*', '0.0.0.0/0x', '10.0.0.0/33', 'proxy.example.com', ',', '-1'])(
    'refuses %s with the variable named',
    (value) => {
      expect(() => parse(value)).toThrow(ConfigError);
      expect(() => parse(value)).toThrow(/TRUST_PROXY/);
    },
  );

  it('trusts exactly n hops of a hop count', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

/** Thirty wrong logins from one address behind the proxy, each claiming another address first. */
async function rotateThirty(t: TestApp, remote: string, client: string) {
  for (let i = 0; i < 30; i += 1) {
    const res = await t.call(
      'policyholder/Login',
      { account: uniqueEmail('spray'), password: 'Wrong-1x' },
      { ip: remote, headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${client}` } },
    );
    expect(res.code).toBe(400);
  }
  return t.call(
    'policyholder/Login',
    { account: uniqueEmail('spray'), password: 'Wrong-1x' },
    { ip: remote, headers: { 'x-forwarded-for': `192.0.2.200, ${client}` } },
  );
}

describe.each([
  ['1', '10.0.0.1'],
  ['10.0.0.0/8', '10.20.30.40'],
])('behind a proxy (TRUST_PROXY=%s)', (setting, proxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: setting });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits the client the proxy saw, however the client rewrites X-Forwarded-For', async () => {
    const refused = await rotateThirty(t, proxy, '198.51.100.1');
    expect(refused.code).toBe(429);
    // Another client behind the same proxy is not affected.
    const other = await t.call(
      'policyholder/Login',
      { account: uniqueEmail('other'), password: 'Wrong-1x' },
      { ip: proxy, headers: { 'x-forwarded-for': '198.51.100.2' } },
    );
    expect(other.code).toBe(400);
  });
});

describe('a list of proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const refused = await rotateThirty(t, '198.51.100.50', '198.51.100.51');
    expect(refused.code).toBe(429);
    // The limit fell on the direct peer: its next claim of another client changes nothing.
    const again = await t.call(
      'policyholder/Login',
      { account: uniqueEmail('spray'), password: 'Wrong-1x' },
      { ip: '198.51.100.50', headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expect(again.code).toBe(429);
  });
});
