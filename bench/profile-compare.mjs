// Where two builds of the client spend their JavaScript time: Chromium's sampling profiler
// (DevTools protocol, 100 µs) over interleaved cold loads of one page, self time summed per chunk
// and per function, then A − B, largest differences first. For finding what a change costs once
// compare-builds.mjs has shown that it costs (docs/performance.md "The prefill card").
// Usage: B_DIST=/path/to/dist node bench/profile-compare.mjs <login|list|section> [runs]
// (A is apps/web/dist, or WEB_DIST=...). Minified names: look the places up in the chunks.
import { benchPageRoute, benchPhonePage, launchChromium, login, startServer } from './lib.mjs';

const which = process.argv[2] || 'section';
const runs = Number(process.argv[3] || 5);
if (!process.env.B_DIST) {
  console.error('B_DIST=/path/to/another/dist is required');
  process.exit(2);
}

async function setUp(env) {
  const server = await startServer({ DEMO_DATA: '1', ...env });
  return { server, token: await login(server.url) };
}

const chunkOf = (url) => url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

/** One cold load: self ms per chunk and per function, to 1.5 s after the content mark. */
async function load({ server, token }) {
  const hash = await benchPageRoute(which, server.url, token);
  const browser = await launchChromium();
  try {
    const page = await benchPhonePage(browser, which, server.url, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/#${hash}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('content').length > 0, {
      timeout: 30_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const out = { chunk: new Map(), fn: new Map() };
    profile.samples.forEach((id, i) => {
      const { callFrame } = nodes.get(id);
      if (['(idle)', '(program)'].includes(callFrame.functionName)) return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const chunk = chunkOf(callFrame.url) || callFrame.functionName;
      const fn = `${chunk}:${callFrame.lineNumber}:${callFrame.columnNumber} ${callFrame.functionName}`;
      out.chunk.set(chunk, (out.chunk.get(chunk) ?? 0) + ms);
      out.fn.set(fn, (out.fn.get(fn) ?? 0) + ms);
    });
    return out;
  } finally {
    await browser.close();
  }
}

const builds = {
  A: await setUp(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  B: await setUp({ WEB_DIST: process.env.B_DIST }),
};
const mean = { A: { chunk: new Map(), fn: new Map() }, B: { chunk: new Map(), fn: new Map() } };
try {
  for (let run = 0; run < runs; run++) {
    for (const name of ['A', 'B']) {
      const got = await load(builds[name]);
      for (const kind of ['chunk', 'fn']) {
        for (const [key, ms] of got[kind]) {
          mean[name][kind].set(key, (mean[name][kind].get(key) ?? 0) + ms / runs);
        }
      }
    }
  }
} finally {
  await Promise.all(Object.values(builds).map(({ server }) => server.stop()));
}
const total = (map) => [...map.values()].reduce((sum, ms) => sum + ms, 0);
for (const kind of ['chunk', 'fn']) {
  const keys = new Set([...mean.A[kind].keys(), ...mean.B[kind].keys()]);
  const rows = [...keys]
    .map((key) => [key, mean.A[kind].get(key) ?? 0, mean.B[kind].get(key) ?? 0])
    .sort((x, y) => Math.abs(y[1] - y[2]) - Math.abs(x[1] - x[2]))
    .slice(0, kind === 'chunk' ? 15 : 30);
  console.log(`${which}: JS self time per ${kind}, mean ms of ${runs} loads: A, B, A − B`);
  for (const [key, a, b] of rows) {
    console.log(
      `${a.toFixed(1).padStart(7)} ${b.toFixed(1).padStart(7)} ${(a - b).toFixed(1).padStart(7)}  ${key}`,
    );
  }
  console.log(`total ${total(mean.A[kind]).toFixed(1)} vs ${total(mean.B[kind]).toFixed(1)}`);
}
