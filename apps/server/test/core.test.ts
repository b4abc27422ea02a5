import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFields } from '@app/contract/sign';
import { removeStaleParts } from '../src/http/multipart.ts';
import { buildTestApp, SIGN_SECRET, ORG_NO } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the envelope, signature and errors', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a wrong signature with code 403', async () => {
    const res = await t.call(
      'policyholder/MemberInfo',
      {},
      {
        sign: (fields) => ({ ...signFields(fields, { orgno: ORG_NO, secret: 'wrong' }) }),
      },
    );
    expect(res.http.statusCode).toBe(200);
    expect(res.code).toBe(403);
  });

  it('refuses a timestamp outside the 300 s window', async () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    const res = await t.call(
      'policyholder/Login',
      { account: 'a@b.cn', password: 'x' },
      {
        sign: (fields) =>
          signFields(fields, { orgno: ORG_NO, secret: SIGN_SECRET, timestamp: old }),
      },
    );
    expect(res.code).toBe(403);
  });

  it('refuses a replayed request', async () => {
    const body = signFields(
      { account: 'a@b.cn', password: 'x' },
      { orgno: ORG_NO, secret: SIGN_SECRET },
    );
    const first = await t.call('policyholder/Login', {}, { sign: () => body });
    const replay = await t.call('policyholder/Login', {}, { sign: () => body });
    expect(first.code).not.toBe(403);
    expect(replay.code).toBe(403);
  });

  it('answers an unauthenticated call with 401', async () => {
    const res = await t.call('policyholder/MemberInfo');
    expect(res.code).toBe(401);
  });

  it('sends security headers and no permissive CORS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/policyholder/Login');
  });

  it('turns a malformed body into code 400, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policyholder/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(400);
  });

  // Found by the fuzz suite: the multipart parser's errors carry no status and became 500.
  it('answers a broken multipart body with code 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policyholder/Login',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(400);
  });
});

describe('temporary upload parts', () => {
  // A process killed mid-upload leaves its .part file; the next start removes old ones.
  it('removes parts older than an hour at start and keeps recent ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-'));
    const old = path.join(dir, 'old.part');
    const recent = path.join(dir, 'recent.part');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(recent, 'x');
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    removeStaleParts(dir);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
