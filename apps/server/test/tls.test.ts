import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { appBaseUrl } from '../src/notify/links.ts';
import { createReservation, multipart, newMember } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { buildTestApp, signedBody, testEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { png, storedImage } from './upload-files.ts';

/**
 * The server with TLS_CERT_FILE and TLS_KEY_FILE, listening on a real port and asked as clients
 * ask: HTTP/2 (what browsers use over HTTPS) for the API, uploads, the client's precompressed
 * files and its pages; HTTP/1.1 still answered for clients without h2. The certificate is the
 * committed test one (fixtures/tls/README.md), trusted by these clients only.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'tls');
const CERT_FILE = path.join(fixtures, 'cert.pem');
const KEY_FILE = path.join(fixtures, 'key.pem');
const CA = fs.readFileSync(CERT_FILE);

const SCRIPT = `console.log(${JSON.stringify('a module of the client '.repeat(200))});\n`;

/** A built client in miniature: both pages with the empty config tag, an asset with .br/.gz. */
const page = (title: string) =>
  `<!doctype html><title>${title}</title><meta name="app-config" content="">`;
const webFiles = {
  'index.html': page('member app'),
  'pda/index.html': page('console'),
  'assets/index-abc123.js': SCRIPT,
  'assets/index-abc123.js.br': zlib.brotliCompressSync(SCRIPT),
  'assets/index-abc123.js.gz': zlib.gzipSync(SCRIPT),
};

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

interface RequestOptions {
  method?: string;
  headers?: http2.OutgoingHttpHeaders;
  body?: Buffer | string;
}

function h2Request(
  session: http2.ClientHttp2Session,
  urlPath: string,
  { method = 'GET', headers = {}, body }: RequestOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': urlPath, ...headers });
    let answerHeaders: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (answerHeaders = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

let t: TestApp;
let origin: string;
let session: http2.ClientHttp2Session;

beforeAll(async () => {
  t = await buildTestApp({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }, { webFiles });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  session = http2.connect(origin, { ca: CA });
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve());
    session.once('error', reject);
  });
});
afterAll(async () => {
  session?.close();
  await t?.close();
});

describe('HTTPS with HTTP/2', () => {
  it('listens on https and agrees on h2 with a client that offers it', () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('answers /healthz over h2 with the security headers, HSTS among them', async () => {
    const res = await h2Request(session, '/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('the API over h2', () => {
    let member: Member;
    beforeAll(async () => {
      member = await newMember(t);
    });

    const headersOf = (contentType: string) => ({
      'content-type': contentType,
      'accept-language': 'en-US',
      authorization: member.token,
    });

    it('takes a signed form call with a session and answers its envelope', async () => {
      const fields = signedBody({
        productType: 'education',
        auth_token: member.token,
        lang: 'en-US',
      });
      const res = await h2Request(session, '/api/policyholder/CreateAppoint', {
        method: 'POST',
        headers: headersOf('application/x-www-form-urlencoded'),
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status).toBe(200);
      const envelope = JSON.parse(res.body.toString());
      expect(envelope.code, envelope.msg).toBe(200);
      expect(envelope.data.token).toEqual(expect.any(String));
    });

    it('refuses a form call whose signature is wrong with code 403, as over HTTP/1.1', async () => {
      const fields = { ...signedBody({ productType: 'education' }), sign: 'WRONG' };
      const res = await h2Request(session, '/api/policyholder/CreateAppoint', {
        method: 'POST',
        headers: headersOf('application/x-www-form-urlencoded'),
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString()).code).toBe(403);
    });

    it('takes a multipart upload and gives the kept bytes back', async () => {
      const token = await createReservation(t, member, 'education');
      const image = png(3, 2);
      const fields = signedBody({
        token,
        kind: 'idCardFront',
        type: 'miniapp',
        shopId: t.config.shopId,
        auth_token: member.token,
        lang: 'en-US',
      });
      const { payload, contentType } = multipart(fields, {
        name: 'front.png',
        content: image,
        type: 'image/png',
      });
      const res = await h2Request(session, '/api/platform/upload', {
        method: 'POST',
        headers: headersOf(contentType),
        body: payload,
      });
      const envelope = JSON.parse(res.body.toString());
      expect(envelope.code, envelope.msg).toBe(200);
      // Kept re-encoded (no metadata): what comes back is that.
      const kept = await storedImage(image, 'image/png');
      expect(envelope.data).toMatchObject({ size: kept.length, mime: 'image/png' });

      const file = await h2Request(session, envelope.data.url, {
        headers: { authorization: member.token },
      });
      expect(file.status).toBe(200);
      expect(file.body).toEqual(kept);
    });
  });

  describe('the web client over h2', () => {
    it.each([
      ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
      ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
      ['identity', undefined, (body: Buffer) => body],
    ])(
      'sends a hashed asset to a client accepting %s precompressed',
      async (accept, sent, open) => {
        const res = await h2Request(session, '/assets/index-abc123.js', {
          headers: { 'accept-encoding': accept },
        });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(sent);
        expect(res.headers['content-type']).toMatch(/^application\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(open(res.body).toString()).toBe(SCRIPT);
      },
    );

    it.each([
      ['/', 'member app'],
      ['/pda/', 'console'],
    ])('serves %s with the runtime configuration in its tag', async (url, title) => {
      const res = await h2Request(session, url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.body.toString();
      expect(html).toContain(`<title>${title}</title>`);
      const tag = /<meta name="app-config" content='([^']*)'>/.exec(html);
      expect(JSON.parse(tag?.[1] ?? '{}')).toMatchObject({ apiBase: '/api/', orgNo: 'test-org' });
    });
  });
});

describe('stopping', () => {
  it('closes while a client keeps its h2 session open, telling the client to go away', async () => {
    const other = await buildTestApp({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE });
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const idle = http2.connect(address, { ca: CA });
    const closed = new Promise((resolve) => idle.once('close', resolve));
    idle.on('error', () => undefined);
    expect((await h2Request(idle, '/healthz')).status).toBe(200);
    // Without closing sessions, this waits for the session timeout (72 s) and the test fails.
    await other.close();
    await closed;
    expect(idle.closed).toBe(true);
  });
});

describe('HTTP/1.1 over TLS', () => {
  it.each(['/healthz', '/'])('still answers %s to a client without h2', async (url) => {
    const res = await new Promise<{ status: number; version: string; hsts: unknown }>(
      (resolve, reject) => {
        https
          .get(`${origin}${url}`, { ca: CA, agent: false }, (answer) => {
            answer.resume();
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                version: answer.httpVersion,
                hsts: answer.headers['strict-transport-security'],
              }),
            );
          })
          .on('error', reject);
      },
    );
    expect(res).toMatchObject({ status: 200, version: '1.1' });
    expect(res.hsts).toMatch(/max-age=\d+/);
  });
});

describe('TLS configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-config-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => () => loadConfig({ ...testEnv(dir), ...env });

  it('is off with neither variable, and reads both files when both are set', () => {
    expect(load({})().tls).toBeUndefined();
    expect(load({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' })().tls).toBeUndefined();
    const { tls } = load({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE })();
    expect(tls?.cert).toEqual(CA);
    expect(tls?.key).toEqual(fs.readFileSync(KEY_FILE));
  });

  it.each([
    [{ TLS_CERT_FILE: CERT_FILE }, /TLS_KEY_FILE: is required with TLS_CERT_FILE/],
    [{ TLS_KEY_FILE: KEY_FILE }, /TLS_CERT_FILE: is required with TLS_KEY_FILE/],
    [
      { TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: KEY_FILE },
      /TLS_CERT_FILE: cannot read \/nonexistent\/cert\.pem \(ENOENT\)/,
    ],
    [
      { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: fixtures },
      /TLS_KEY_FILE: cannot read .*\(EISDIR\)/,
    ],
    [
      { TLS_CERT_FILE: KEY_FILE, TLS_KEY_FILE: KEY_FILE },
      /TLS_CERT_FILE: .* is not a PEM certificate/,
    ],
    [
      { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: CERT_FILE },
      /TLS_KEY_FILE: .* is not the PEM key of TLS_CERT_FILE/,
    ],
  ])('refuses %j naming the variable', (env, message) => {
    expect(load(env)).toThrow(ConfigError);
    expect(load(env)).toThrow(message);
  });

  it('makes e-mail links https when the server itself has TLS and PUBLIC_URL is unset', () => {
    const config = load({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE, PORT: '8443' })();
    expect(appBaseUrl(config)).toBe('https://127.0.0.1:8443');
    expect(appBaseUrl(load({ PORT: '8080' })())).toBe('http://127.0.0.1:8080');
  });
});
