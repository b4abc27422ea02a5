import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, fileFor, newMember, upload } from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { ADMIN_TOKEN } from '../admin-helpers.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { addOwnedBusiness } from './fixtures.ts';

/**
 * OWASP API8 (security misconfiguration): the same strict headers on the HTML, the API and the
 * file routes, no CORS for other origins, and error answers that reveal nothing.
 */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'self' blob:;" +
  "script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';" +
  "frame-src 'self' blob:";

let t: TestApp;
let member: Member;
let uploadId: string;
let documentId: string;

beforeAll(async () => {
  // A stand-in for the built client, so the HTML and static routes exist.
  const webFiles = {
    'index.html': '<!doctype html><meta name="app-config" content="">',
    'assets/app-1234.js': 'console.log(1)',
  };
  t = await buildTestApp({ ADMIN_TOKEN }, { webFiles });
  member = await newMember(t);
  const token = await createReservation(t, member, 'realEstate');
  uploadId = (await upload(t, member, token, 'idCardFront', fileFor('idCardFront'))).data.id;
  documentId = (await addOwnedBusiness(t, member.id)).documentId;
});
afterAll(async () => {
  await t.close();
});

/** A stored file opened on its own: a sandbox without origin, scripts or subresources. */
const FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

function expectStrictHeaders(res: LightMyRequestResponse, csp = CSP) {
  expect(res.headers['content-security-policy']).toBe(csp);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers).not.toHaveProperty('x-powered-by');
  expect(res.headers).not.toHaveProperty('server');
  expect(res.headers).not.toHaveProperty('access-control-allow-origin');
  expect(res.headers).not.toHaveProperty('access-control-allow-credentials');
}

describe('security headers', () => {
  const routes: [string, () => { method: 'GET' | 'POST'; url: string; auth?: boolean }][] = [
    ['the HTML page', () => ({ method: 'GET', url: '/' })],
    ['a static asset', () => ({ method: 'GET', url: '/assets/app-1234.js' })],
    ['an API call', () => ({ method: 'POST', url: '/api/policyholder/MemberInfo' })],
    [
      'an uploaded file',
      () => ({ method: 'GET', url: `/api/upload/file/${uploadId}`, auth: true }),
    ],
    [
      'a business document',
      () => ({ method: 'GET', url: `/api/business/document/${documentId}`, auth: true }),
    ],
    ['the API docs', () => ({ method: 'GET', url: '/api/docs/' })],
    ['a missing route', () => ({ method: 'GET', url: '/no/such/page' })],
  ];

  it.each(routes)('%s has them', async (_name, route) => {
    const { method, url, auth } = route();
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: 'https://evil.example', ...(auth ? { authorization: member.token } : {}) },
    });
    expect(res.statusCode).toBeLessThan(500);
    expectStrictHeaders(res, /\/(file|document)\//.test(url) ? FILE_CSP : CSP);
  });

  it('serves stored files never cached and as their own type', async () => {
    for (const url of [`/api/upload/file/${uploadId}`, `/api/business/document/${documentId}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: member.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^(image\/png|application\/pdf)$/);
    }
  });

  it('answers a CORS preflight from another origin without allowing it', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/policyholder/Login',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('error answers reveal nothing', () => {
  const LEAKS = /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|stack|Error:|SQLITE|sqlite|relation|syntax/;

  it('404s look alike and do not echo the path', async () => {
    const urls = ['/api/no/such', '/.env', '/admin', '/api/../../etc/passwd', '/%2e%2e/app.sqlite'];
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      bodies.add(res.body);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/policyholder/NoSuchCall' });
    bodies.add(post.body);
    expect([...bodies]).toEqual(['{"code":404,"msg":"Not found","data":null}']);
  });

  it('malformed JSON, form, multipart and oversized bodies answer without internals', async () => {
    const cases = [
      { 'content-type': 'application/json', payload: '{"a":' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
      { 'content-type': 'multipart/form-data', payload: 'no boundary' },
      { 'content-type': 'text/xml', payload: '<a/>' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'a=' + 'x'.repeat(2 << 20) },
    ];
    for (const { payload, ...headers } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/policyholder/EditAppointInfo',
        headers,
        payload,
      });
      expect(res.statusCode, headers['content-type']).toBeLessThan(500);
      expect(res.body).not.toMatch(LEAKS);
    }
  });

  it('a server fault answers code 500 with a request id and no details', async () => {
    const broken = await buildTestApp();
    try {
      // A missing table makes every signed call fail deep in the database layer.
      await broken.app.ctx.db.schema.dropTable('nonces').execute();
      const res = await broken.call('policyholder/Login', { account: 'a@b.cn', password: 'x' });
      expect(res.http.statusCode).toBe(200);
      expect({ code: res.code, msg: res.msg, data: res.data }).toEqual({
        code: 500,
        msg: 'Server error, please try again later',
        data: null,
      });
      expect(res.http.body).not.toMatch(LEAKS);
      expect(res.http.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await broken.close();
    }
  });
});
