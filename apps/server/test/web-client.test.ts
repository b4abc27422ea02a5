import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * The installable app's files as the server sends them: the manifests, icons and service worker
 * with their content types, the worker and the page never cached by HTTP (a new deployment must
 * reach the browser's update check), hashed assets for a year; the same CSP, which lets the page
 * register a worker of its own origin.
 */
let t: TestApp;

beforeAll(async () => {
  const webFiles = {
    'index.html': '<!doctype html><meta name="app-config" content="">',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.zh-CN.webmanifest': '{"name":"保险预约"}',
    'manifest.en-US.webmanifest': '{"name":"Insurance Reservations"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'assets/index-abc123.js': 'console.log(1)',
  };
  t = await buildTestApp({}, { webFiles });
});
afterAll(async () => {
  await t.close();
});

describe('installable app files', () => {
  it.each([
    ['/manifest.zh-CN.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/manifest.en-US.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/sw.js', 'application/javascript', 'no-cache'],
    ['/favicon.svg', 'image/svg+xml', 'no-cache'],
    ['/icons/icon-192.png', 'image/png', 'no-cache'],
    ['/', 'text/html', 'no-cache'],
    ['/index.html', 'text/html', 'no-cache'],
    ['/assets/index-abc123.js', 'application/javascript', 'public, max-age=31536000, immutable'],
  ])('%s is %s, cache-control %s', async (url, type, cache) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    expect(res.headers['cache-control']).toBe(cache);
  });

  it("answers the manifest's text in UTF-8", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.zh-CN.webmanifest' });
    expect(JSON.parse(res.body)).toEqual({ name: '保险预约' });
  });

  it('keeps a CSP under which the page may register its own worker and read its manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    // worker-src and manifest-src fall back to script-src and default-src: this origin only.
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
