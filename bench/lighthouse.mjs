// Lighthouse (mobile form factor, its default simulated throttling) on three screens of the built
// app served by the built server: login (/#/), the business list logged in, and one reservation
// section. Each page gets a fresh Chromium with a fresh profile, so every run is a first visit
// with a cold cache; each page runs three times (LIGHTHOUSE_RUNS) and the table shows medians.
// Beside Lighthouse's figures, the "content" time (content-time.mjs). Logged-in pages: the demo
// member logs in through the signed API, the token is written to localStorage on the app's
// origin (from /healthz, which loads none of the app's files) and Lighthouse runs with
// disableStorageReset so it keeps that storage. About 15 s per run.
// The server speaks HTTPS with HTTP/2, as a phone reaches the deployed app (one connection
// carries every module of the first load; over HTTP/1.1 Lighthouse models six connections and
// each wave of files costs a round trip): the server tests' certificate, which only this
// bench's Chromium ignores the errors of. BENCH_HTTP1=1 measures plain HTTP/1.1 instead.
// Usage: npm run build && node bench/lighthouse.mjs
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BROWSER_UI_FEATURES, CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { contentTime } from './content-time.mjs';
import { call, isMain, median, login, printTable, row, startServer, tempDir } from './lib.mjs';

export const BUDGETS = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02, contentMs: 2000 };

/** Runs per page; the table shows the median (other work on the machine makes single runs noisy). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

/** HTTPS + HTTP/2 unless BENCH_HTTP1=1. */
const TLS = !['1', 'true'].includes(process.env.BENCH_HTTP1 ?? '');
const PROTOCOL = TLS ? 'HTTPS, HTTP/2' : 'HTTP/1.1';

/**
 * chrome-launcher's flags for tools, whose --disable-features list (background services that
 * distort a measurement) also names Chromium's address-bar popup pages, which a phone never loads
 * (BROWSER_UI_FEATURES, D58): Chromium reads only the last --disable-features switch, so the two
 * lists go in one.
 */
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_FEATURES.join(',')}` : flag,
);

const CHROME_FLAGS = [
  ...LAUNCHER_FLAGS,
  ...CHROMIUM_FLAGS,
  // The self-signed test certificate of the TLS server (bench only).
  ...(TLS ? ['--ignore-certificate-errors'] : []),
];

/** One Lighthouse run in its own browser; localStorage entries are set on the origin first. */
async function audit(origin, hashPath, storage) {
  const userDataDir = tempDir('chrome');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    // LAUNCHER_FLAGS are its defaults with the popup pages added; not a second copy of them.
    ignoreDefaultFlags: true,
    userDataDir,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    // Lighthouse drives this tab, the one in the foreground (a background tab never paints).
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (storage) {
      await page.goto(`${origin}/healthz`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      `${origin}/#${hashPath}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        disableStorageReset: Boolean(storage),
      },
      undefined,
      page,
    );
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${hashPath}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    // What Lighthouse says would help most, for the report (estimated savings in ms).
    const opportunities = Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4)
      .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
    const bootup = (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.url.replace(origin, '')} ${Math.round(item.total)} ms`);
    // The main thread's long tasks (Lighthouse's simulated durations), the source of TBT.
    // Main-thread time by kind (script evaluation, style and layout, parsing, garbage collection).
    const breakdown = (audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
    // What moved, when CLS is above 0.
    const shifts = (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) => `${item.node?.snippet ?? item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`,
      );
    const longTasks = (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((task) => `${task.url.replace(origin, '') || '-'} ${Math.round(task.duration)} ms`);
    // What Chromium actually spoke to the server, request by request ("h2 ×31").
    const protocols = {};
    for (const item of audits['network-requests']?.details?.items ?? []) {
      if (item.url?.startsWith(origin))
        protocols[item.protocol] = (protocols[item.protocol] ?? 0) + 1;
    }
    // SAVE_TRACE=path keeps the last run's trace (for a closer look at its tasks).
    if (process.env.SAVE_TRACE)
      fs.writeFileSync(process.env.SAVE_TRACE, JSON.stringify(artifacts.Trace));
    // SAVE_LHR=path keeps the last run's Lighthouse result (its long tasks in simulated time).
    if (process.env.SAVE_LHR) fs.writeFileSync(process.env.SAVE_LHR, JSON.stringify(lhr));
    const content = await contentTime(artifacts, lhr.configSettings);
    return {
      contentMs: content.simulatedMs,
      // Lighthouse's measure of this machine's speed during the run (higher is faster); other
      // work on the machine lowers it and inflates every main-thread figure.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      contentObservedMs: content.observedMs,
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      opportunities,
      bootup,
      breakdown,
      shifts,
      longTasks,
      protocols: Object.entries(protocols).map(([name, n]) => `${name} ×${n}`),
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run
 * is tried again, twice at most, rather than losing the whole part.
 */
async function auditWithRetry(origin, hashPath, storage, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(origin, hashPath, storage);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${hashPath}: run failed (${error.message}), trying again`);
    }
  }
}

export async function run() {
  const server = await startServer({ DEMO_DATA: '1' }, { tls: TLS });
  try {
    const token = await login(server.url);
    const { data } = await call(
      server.url,
      'policyholder/CreateAppoint',
      { productType: 'insurance' },
      token,
    );
    const loggedIn = { 'member-token': token };
    const pages = [
      ['login', '/', undefined],
      ['business list', '/pages/business/index', loggedIn],
      [
        'reservation: policyholder',
        `/pages/appointment/applicant_info?token=${encodeURIComponent(data.token)}`,
        loggedIn,
      ],
    ];
    const rows = [];
    const details = {};
    // LIGHTHOUSE_PAGES=login,business picks pages by the start of their name (all by default).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const chosen = only ? pages.filter(([name]) => only.some((p) => name.startsWith(p))) : pages;
    for (const [name, hashPath, storage] of chosen) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(server.url, hashPath, storage));
      // Each figure's median over the runs; the runs themselves land in the results file.
      const mid = (key) => median(runs.map((r) => r[key] ?? Infinity));
      const r = { ...runs[0], runs };
      for (const key of ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'contentMs']) r[key] = mid(key);
      details[name] = { hashPath, ...r };
      for (const w of new Set(runs.flatMap((run) => run.warnings))) console.warn(`${name}: ${w}`);
      const spread = (key, scale = 1) =>
        runs.map((run) => Math.round((run[key] ?? NaN) / scale)).join(' / ');
      rows.push(
        row(`${name}: score`, r.score, '', { min: BUDGETS.score }),
        row(`${name}: TBT`, r.tbtMs, 'ms', { max: BUDGETS.tbtMs }),
        row(`${name}: content`, r.contentMs / 1000, 's', { max: BUDGETS.contentMs / 1000 }),
        row(`${name}: LCP`, r.lcpMs / 1000, 's', { max: BUDGETS.lcpMs / 1000 }),
        row(`${name}: CLS`, r.cls, '', { max: BUDGETS.cls }),
        row(`${name}: FCP`, r.fcpMs / 1000, 's'),
      );
      details[name].spread =
        `benchmarkIndex ${spread('benchmarkIndex')}, score ${spread('score')}, TBT ${spread('tbtMs')} ms, content ${spread('contentMs')} ms`;
    }
    printTable(
      `Lighthouse (mobile, simulated throttling, cold cache, ${PROTOCOL}; median of ${RUNS} runs)`,
      rows,
    );
    for (const [name, d] of Object.entries(details)) {
      console.log(`${name}: ${d.finalUrl.replace(server.url, '')}`);
      console.log(`  runs: ${d.spread}`);
      console.log(`  requests to the server (first run): ${d.protocols.join(', ') || '-'}`);
      console.log(
        `  content mark, observed without throttling: ${d.contentObservedMs === undefined ? 'never set' : `${Math.round(d.contentObservedMs)} ms`}`,
      );
      console.log(`  LCP element: ${d.lcpElement ?? '-'}`);
      console.log(`  main-thread JS (4× CPU slowdown): ${d.bootup.join(', ') || '-'}`);
      console.log(`  main thread by kind (first run): ${d.breakdown.join(', ') || '-'}`);
      console.log(`  long tasks (first run): ${d.longTasks.join(', ') || '-'}`);
      if (d.shifts.length) console.log(`  layout shifts (first run): ${d.shifts.join(', ')}`);
      console.log(`  opportunities: ${d.opportunities.join('; ') || '-'}`);
    }
    return { protocol: PROTOCOL, rows, pages: details };
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) await run();
