// Interleaved A/B of two builds of the client: the main thread's time after the first paint and
// the blocking time Lighthouse's phone would see (each task over 12.5 ms slowed 4×, the part
// over 50 ms summed), at full speed, from traces of cold loads in fresh browsers. A and B take
// turns, so a machine whose speed drifts (this one's moves by 2× within an hour) weighs on both
// alike. A tool for deciding whether a change is worth keeping, not a budget.
// Usage: node bench/compare-builds.mjs <login|list|section> [runs] with B_DIST=/path/to/dist
// (A is apps/web/dist; WEB_DIST=... sets another A). Another browser: CHROME_PATH=...
import {
  benchPageRoute,
  benchPhonePage,
  launchChromium,
  login,
  median,
  pageArgs,
  rendererMainThread,
  startServer,
} from './lib.mjs';

const { which, runs } = pageArgs('list', 5);
if (!process.env.B_DIST) {
  console.error('B_DIST=/path/to/another/dist is required');
  process.exit(2);
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'loading',
];

/** A server on one build, its demo member's token and the page's hash route. */
async function setUp(env) {
  const server = await startServer({ DEMO_DATA: '1', ...env });
  const token = await login(server.url);
  return { server, token, hash: await benchPageRoute(which, server.url, token) };
}

/** One cold load in a fresh browser: main-thread ms after the first paint, blocking, content. */
async function load({ server, token, hash }) {
  const browser = await launchChromium();
  try {
    const page = await benchPhonePage(browser, which, server.url, token);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(`${server.url}/#${hash}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('content').length > 0, {
      timeout: 30_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const content = await page.evaluate(() => performance.getEntriesByName('content')[0].startTime);
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
    const main = rendererMainThread(events, server.url);
    const tasks = events.filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.name === 'RunTask' &&
        e.dur &&
        e.ts >= (main.firstPaint?.ts ?? 0),
    );
    return {
      mainMs: tasks.reduce((sum, t) => sum + t.dur / 1000, 0),
      blockingMs: tasks
        .filter((t) => t.dur > 12_500)
        .reduce((sum, t) => sum + (4 * t.dur) / 1000 - 50, 0),
      contentMs: content,
    };
  } finally {
    await browser.close();
  }
}

const builds = {
  A: await setUp(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  B: await setUp({ WEB_DIST: process.env.B_DIST }),
};
const figures = { A: [], B: [] };
try {
  for (let run = 0; run < runs; run++) {
    for (const name of ['A', 'B']) figures[name].push(await load(builds[name]));
  }
} finally {
  await Promise.all(Object.values(builds).map(({ server }) => server.stop()));
}
console.log(`${which}, ${runs} interleaved cold loads per build (ms; medians, then each run)`);
for (const name of ['A', 'B']) {
  const list = figures[name];
  const line = (key) =>
    `${Math.round(median(list.map((f) => f[key])))} (${list.map((f) => Math.round(f[key])).join(' ')})`;
  console.log(
    `${name}: main thread after first paint ${line('mainMs')}; blocking if slowed 4× ${line('blockingMs')}; content ${line('contentMs')}`,
  );
}
