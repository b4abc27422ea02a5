// Shared helpers of the bench scripts: paths, the SPEC §9 signature (the contract's), signed API calls, the built
// server as a child process (plain HTTP, or HTTPS with HTTP/2 on the test certificate), its
// modules through tsx, a counting SMTP peer, a private PostgreSQL cluster, memory samples and
// table printing.
// Everything listens on 127.0.0.1 only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../apps/server/scripts/lib/postgres-cluster.mjs';
import {
  BROWSER_UI_FEATURES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disableFeatures,
} from '../scripts/chromium.mjs';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { MALLOC_ENV, withMallocEnv } from '../scripts/malloc-env.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

/**
 * Runs this script again under glibc's allocator settings that `npm start` gives the server
 * (scripts/malloc-env.mjs; docs/operations.md has a deployment set them too), unless they are set:
 * the server's code measured in this process then meets the allocator it meets in service. They
 * are read when a process starts, hence the second process. Resolves when they are in effect;
 * otherwise exits with the child's code once it is done.
 */
export async function asTheServerRuns() {
  if (Object.keys(MALLOC_ENV).every((name) => process.env[name] !== undefined)) return;
  const { spawnSync } = await import('node:child_process');
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: withMallocEnv(process.env),
  });
  process.exit(child.status ?? 1);
}

export const ORG_NO = process.env.ORG_NO || 'demo-org';
export const SIGN_SECRET = process.env.SIGN_SECRET || 'demo-secret';
export const DEMO = { account: 'demo@example.com', password: 'Demo1234' };

/**
 * The server tests' self-signed certificate for localhost and 127.0.0.1 (a published test key,
 * never for production): the bench's TLS server listens with it, and only the bench's own
 * requests to that server trust it (request() below); nothing else in the process does.
 */
const tlsFixtures = path.join(repoRoot, 'apps/server/test/fixtures/tls');
export const TEST_TLS = {
  certFile: path.join(tlsFixtures, 'cert.pem'),
  keyFile: path.join(tlsFixtures, 'key.pem'),
};
let testCa;

/** True when the calling module is the script node was started with. */
export const isMain = (url) =>
  process.argv[1] && fileURLToPath(url) === path.resolve(process.argv[1]);

// ── signing: the contract's own (packages/contract/src/sign.ts, through tsx) ──

const { tsImport } = await import('tsx/esm/api');
const contractSign = await tsImport('../packages/contract/src/sign.ts', import.meta.url);

/** The fields plus nonce_str, orgno, secondtimestamp, appversion, system and sign. */
export const signFields = (fields) =>
  contractSign.signFields(fields, { orgno: ORG_NO, secret: SIGN_SECRET });

/** A signed form body; with a token, the authenticated fields (auth_token, lang) too. */
export function formBody(fields, token) {
  const all = token ? { ...fields, auth_token: token, lang: 'en-US' } : fields;
  return new URLSearchParams(signFields(all)).toString();
}

export function authHeaders(token, contentType = 'application/x-www-form-urlencoded') {
  return {
    'content-type': contentType,
    'accept-language': 'en-US',
    ...(token ? { authorization: token } : {}),
  };
}

/** A signed multipart body (EditAppointInfo): text fields only. */
export function multipartBody(fields, token) {
  const signed = signFields({ ...fields, auth_token: token, lang: 'en-US' });
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  let body = '';
  for (const [key, value] of Object.entries(signed)) {
    body += `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * One request, answered as { status, body } (body as text). http: goes through fetch; https: is
 * the bench's own TLS server (startServer with tls), asked over HTTP/1.1 with the test
 * certificate as the only trusted one, for this request alone.
 */
export async function request(url, { method = 'GET', headers = {}, body } = {}) {
  if (!url.startsWith('https:')) {
    const res = await fetch(url, { method, headers, body });
    return { status: res.status, body: await res.text() };
  }
  testCa ??= fs.readFileSync(TEST_TLS.certFile);
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca: testCa, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One signed call; resolves to the envelope {code, msg, data}; throws unless code is 200. */
export async function call(baseUrl, apiPath, fields = {}, token) {
  const res = await request(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: authHeaders(token),
    body: formBody(fields, token),
  });
  const envelope = res.status === 200 ? JSON.parse(res.body) : { code: res.status };
  if (envelope.code !== 200) {
    throw new Error(`${apiPath}: code ${envelope.code} ${envelope.msg ?? ''}`);
  }
  return envelope;
}

export async function login(baseUrl, account = DEMO.account, password = DEMO.password) {
  const { data } = await call(baseUrl, 'policyholder/Login', { account, password });
  return data.token;
}

// ── processes ──

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
}

/** Polls url until it answers 200; resolves to the milliseconds waited. */
export async function waitFor200(url, child, timeoutMs = 30_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode})`);
    try {
      const res = await request(url);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts the built server (apps/server/dist/server.js) on a free port through
 * scripts/built-server.mjs. Resolves once /healthz answers 200 (asked every 5 ms), with startMs
 * measured from the spawn. Logs stay at the default level (info), as in production, and are
 * dropped. With `tls`, it listens with HTTPS and HTTP/2 on the test certificate (TEST_TLS) and its
 * url is https://127.0.0.1:port (call, login and waitFor200 trust that certificate for it).
 * stop() ends it and removes the data folder it made; one passed in as DATA_DIR is the caller's.
 */
export async function startServer(env = {}, { tls = false } = {}) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const server = await startBuiltServer({
    env: {
      // To measure another build of the client (e.g. a pre-compressed copy): WEB_DIST=... node bench/...
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...(tls ? { TLS_CERT_FILE: TEST_TLS.certFile, TLS_KEY_FILE: TEST_TLS.keyFile } : {}),
      ...env,
    },
    https: tls,
    ready: async (url) => (await request(url)).status === 200,
    pollMs: 5,
    tempPrefix: 'bench-data-',
  });
  return {
    url: server.url,
    port: server.port,
    dataDir: server.dataDir,
    pid: server.child.pid,
    child: server.child,
    startMs: server.startMs,
    memory: () => memoryOf(server.child.pid),
    stop: () => server.close(),
  };
}

/** Resident memory of a process in MiB: now (VmRSS) and its peak so far (VmHWM). */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rssMiB: field('VmRSS') / 1024, hwmMiB: field('VmHWM') / 1024 };
}

/**
 * A private, throw-away PostgreSQL cluster, the same the server's PostgreSQL test run uses. `env`
 * is what a server needs to use it: the URL and the DATA_KEY the server requires with it.
 */
export async function startPostgres() {
  const cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url, DATA_KEY: crypto.randomBytes(32).toString('base64') };
  return { url: cluster.url, env, stop: () => cluster.destroy() };
}

// ── statistics and output ──

// ── the server's own modules and a mail peer (mail-outbox.mjs, notify.mjs) ──

/** A module of apps/server/src loaded through tsx: no build needed. */
export const serverModule = (file) => tsImport(`../apps/server/src/${file}`, import.meta.url);

/** A measurement's figures for the results file, without its table rows. */
export const figuresOf = ({ rows: _rows, ...rest }) => rest;

/** The page a browser bench measures and its runs, from the command line. */
export function pageArgs(defaultPage, defaultRuns) {
  return {
    which: process.argv[2] || defaultPage,
    runs: Number(process.argv[3] || defaultRuns),
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Latency percentiles of a list of milliseconds. */
export function summarise(list) {
  const times = [...list].sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    times: list,
  };
}

/** Runs fn n times one after the other; latency percentiles in milliseconds. */
export async function timeSequential(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/**
 * One table row: a figure, its unit and, when it has one, its budget with ✓ or ✗. `max` means
 * the value must not exceed the budget, `min` that it must reach it.
 */
export function row(name, value, unit, budget) {
  const out = { name, value, unit };
  if (budget) {
    out.budget = budget;
    out.ok = budget.max !== undefined ? value <= budget.max : value >= budget.min;
  }
  return out;
}

function formatValue(value) {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  if (Math.abs(value) >= 1000) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  if (Math.abs(value) < 0.1) return value.toPrecision(2);
  return value.toFixed(2);
}

/** Prints a header and rows of strings as an aligned text table. */
export function printGrid(title, header, cells) {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) =>
    c.map((text, i) =>
      i === 0 ? String(text).padEnd(widths[i]) : String(text).padStart(widths[i]),
    );
  console.log(`\n${title}`);
  console.log(line(header).join('  '));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c).join('  '));
}

/** Prints budget rows (see row()) as an aligned text table. */
export function printTable(title, rows) {
  const cells = rows.map((r) => [
    r.name,
    `${formatValue(r.value)} ${r.unit}`.trim(),
    r.budget
      ? `${r.budget.max !== undefined ? '≤' : '≥'} ${formatValue(r.budget.max ?? r.budget.min)} ${r.unit}`.trim()
      : '',
    r.budget ? (r.ok ? '✓' : '✗') : '',
  ]);
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((text, i) => text.padEnd(widths[i])).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/**
 * A new page of `owner` (a browser or a browser context) as the bench's traces load one of the
 * measured pages: the phone viewport of Lighthouse's mobile preset and, for any page but the
 * login, the demo member's session `token`, written on the app's origin from /healthz (which
 * loads none of the app's files).
 */
export async function benchPhonePage(owner, which, baseUrl, token) {
  const page = await owner.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (which !== 'login') {
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate((t) => localStorage.setItem('member-token', t), token);
  }
  return page;
}

/**
 * The hash route of one of the measured pages for the demo member's `token`: 'login', 'list'
 * (the business list) or 'section' (the policyholder section of a reservation made for it).
 */
export async function benchPageRoute(which, baseUrl, token) {
  if (which === 'list') return '/pages/business/index';
  if (which !== 'section') return '/';
  const { data } = await call(
    baseUrl,
    'policyholder/CreateAppoint',
    { productType: 'insurance' },
    token,
  );
  return `/pages/appointment/applicant_info?token=${encodeURIComponent(data.token)}`;
}

/**
 * Debian's Chromium (or CHROME_PATH) for the bench's own traces, without Lighthouse. Its
 * address-bar popup pages stay away: they would load beside each measured page, in every new
 * browser context (Puppeteer merges this switch with its own).
 */
export async function launchChromium() {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, disableFeatures(BROWSER_UI_FEATURES)],
    headless: true,
  });
}

/**
 * The page's renderer main thread in a trace (CrRendererMain of the process that parsed the
 * HTML from `origin`): its pid and tid, the HTML parse and the first contentful paint, if any.
 */
export function rendererMainThread(events, origin) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(origin),
  );
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === parse.pid && e.args.name === 'CrRendererMain',
  );
  return {
    pid: thread.pid,
    tid: thread.tid,
    parse,
    firstPaint: events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid),
  };
}
