// Where the start's main-thread time goes: loads one screen of the built app in Chromium
// (RATE=4 slows the CPU as Lighthouse's mobile preset does; Lighthouse itself observes at full
// speed, RATE=1, and multiplies), records a trace with the JS sampling profiler, and prints the
// main-thread tasks of 10 ms or more (Lighthouse's simulation drops shorter ones), the functions
// with the most self time in each, and the style and layout passes. A tool for finding work to
// remove, not a budget; the figures vary with the machine's load. An unminified build names the
// functions: npx vite build --minify false --outDir /tmp/dist-prof (in apps/web), then
// WEB_DIST=/tmp/dist-prof node bench/profile-start.mjs [login|list|section] [runs]
import {
  benchPageRoute,
  benchPhonePage,
  launchChromium,
  login,
  pageArgs,
  rendererMainThread,
  startServer,
} from './lib.mjs';

const { which, runs } = pageArgs('login', 1);
const server = await startServer({ DEMO_DATA: '1' });
const browser = await launchChromium();
try {
  const token = await login(server.url);
  const hash = await benchPageRoute(which, server.url, token);
  for (let r = 0; r < runs; r++) {
    const context = await browser.createBrowserContext();
    const page = await benchPhonePage(context, which, server.url, token);
    // EXTRA_CSS=... adds a stylesheet to every document (to try a change without a build).
    if (process.env.EXTRA_CSS) {
      await page.evaluateOnNewDocument((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, process.env.EXTRA_CSS);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
        // NO_PROFILE=1: task lengths without the sampling profiler's overhead (about 1.5× on JS).
        ...(process.env.NO_PROFILE ? [] : ['disabled-by-default-v8.cpu_profiler']),
      ],
    });
    await page.goto(`${server.url}/#${hash}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('content').length > 0, {
      timeout: 30000,
    });
    await new Promise((r) => setTimeout(r, 500));
    const mark = await page.evaluate(() => performance.getEntriesByName('content')[0].startTime);
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    const events = trace.traceEvents;
    const mainThread = rendererMainThread(events, server.url);
    const { parse } = mainThread;
    const main = `${mainThread.pid}:${mainThread.tid}`;
    const nav =
      events.filter((e) => e.name === 'navigationStart' && e.pid === mainThread.pid).at(-1)?.ts ??
      parse.ts;
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.dur >= 10_000 && `${e.pid}:${e.tid}` === main,
    );
    console.log(
      `\n${which} run ${r + 1}: content mark at ${Math.round(mark)} ms (CPU slowed ${process.env.RATE || 4}×, network unthrottled); tasks ≥ 10 ms:`,
    );
    let total = 0;
    for (const t of tasks) {
      const inner = events.filter(
        (e) => `${e.pid}:${e.tid}` === main && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur,
      );
      const sums = {};
      for (const e of inner)
        if (
          [
            'EvaluateScript',
            'v8.compileModule',
            'v8.evaluateModule',
            'FunctionCall',
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'ParseHTML',
            'TimerFire',
            'FireAnimationFrame',
            'v8.compile',
            'MajorGC',
            'MinorGC',
            'ParseAuthorStyleSheet',
            'PrePaint',
            'Layerize',
            'RunMicrotasks',
            'EventDispatch',
            'ResourceReceivedData',
            'XHRReadyStateChange',
          ].includes(e.name)
        )
          sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
      const urls = new Set(
        inner
          .map(
            (e) =>
              e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.data?.functionName,
          )
          .filter(Boolean)
          .map((u) => String(u).replace(server.url, '')),
      );
      total += t.dur / 1000;
      console.log(
        `  @${Math.round((t.ts - nav) / 1000)} ${Math.round(t.dur / 1000)} ms  ${Object.entries(
          sums,
        )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}  [${[...urls].slice(0, 4).join(' ')}]`,
      );
    }
    // What Lighthouse's simulation would make of these tasks: each observed task slowed 4× (as
    // it does), the part over 50 ms summed from the first contentful paint on. Only meaningful
    // with RATE=1; a rough guide between bench runs, not Lighthouse's own figure.
    const fcp = mainThread.firstPaint;
    const blocking = tasks
      .filter((t) => !fcp || t.ts >= fcp.ts)
      .reduce((sum, t) => sum + Math.max(0, (4 * t.dur) / 1000 - 50), 0);
    console.log(
      `  total ${Math.round(total)} ms in ${tasks.length} tasks; first contentful paint @${fcp ? Math.round((fcp.ts - nav) / 1000) : '?'}; blocking after it if slowed 4×: ${Math.round(blocking)} ms`,
    );
    for (const e of events.filter(
      (x) =>
        ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet'].includes(x.name) &&
        x.dur >= 3000 &&
        `${x.pid}:${x.tid}` === main,
    ))
      console.log(
        `  ${e.name} @${Math.round((e.ts - nav) / 1000)} ${Math.round(e.dur / 1000)} ms ${JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? e.args?.data ?? {}).slice(0, 160)} ${JSON.stringify(e.args?.endData ?? '').slice(0, 80)}`,
      );
    // Sampling profile: self time by function during the long tasks.
    const profileIds = new Set(
      events.filter((e) => e.name === 'Profile' && e.pid === mainThread.pid).map((e) => e.id),
    );
    if (process.env.DEBUG_PROFILE)
      console.log(
        [
          ...new Set(
            events
              .filter((e) => e.name.startsWith('Profile'))
              .map((e) => `${e.name} ${e.pid}:${e.tid} ${e.id}`),
          ),
        ].slice(0, 20),
      );
    const chunks = events.filter(
      (e) =>
        (e.name === 'ProfileChunk' || e.name === 'Profile') &&
        e.pid === mainThread.pid &&
        profileIds.has(e.id),
    );
    const nodes = new Map();
    const samples = [];
    const deltas = [];
    let startTime = 0;
    for (const c of chunks) {
      if (c.name === 'Profile') {
        startTime = c.args.data.startTime;
        continue;
      }
      const d = c.args.data.cpuProfile ?? {};
      for (const n of d.nodes ?? []) nodes.set(n.id, n);
      samples.push(...(d.samples ?? []));
      deltas.push(...(c.args.data.timeDeltas ?? []));
    }
    const self = new Map();
    const perTask = new Map();
    const inclusive = new Map();
    let ts = startTime;
    for (let i = 0; i < samples.length; i++) {
      ts += deltas[i] ?? 0;
      const task = tasks.find((t) => ts >= t.ts && ts < t.ts + t.dur);
      if (!task) continue;
      const n = nodes.get(samples[i]);
      if (!n) continue;
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${String(f.url)
        .replace(server.url, '')
        .replace(/-[\w-]{8}\.js/, '.js')}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
      const m = perTask.get(task) ?? new Map();
      perTask.set(task, m);
      m.set(key, (m.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
      // INCLUSIVE=1: each function's time with its callees, once per sample however deep.
      if (process.env.INCLUSIVE) {
        const seen = new Set();
        for (let up = n; up; up = nodes.get(up.parent)) {
          const g = up.callFrame;
          const name = `${g.functionName || '(anon)'} ${String(g.url)
            .split('/')
            .pop()
            .replace(/-[\w-]{8}\.js/, '.js')}:${g.lineNumber}`;
          if (seen.has(name)) continue;
          seen.add(name);
          const all = inclusive.get(task) ?? new Map();
          inclusive.set(task, all);
          all.set(name, (all.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
        }
      }
    }
    for (const [task, m] of inclusive)
      console.log(
        `  task @${Math.round((task.ts - nav) / 1000)} inclusive: ` +
          [...m]
            .filter(([k]) => !/^\(|^(anon)|router\.js/.test(k))
            .sort((a, b) => b[1] - a[1])
            .slice(0, 14)
            .map(([k, v]) => `${k} ${Math.round(v)}`)
            .join(', '),
      );
    for (const [task, m] of perTask) {
      console.log(
        `  task @${Math.round((task.ts - nav) / 1000)} ${Math.round(task.dur / 1000)} ms: ` +
          [...m]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(
              ([k, v]) =>
                `${k.split(' ')[0]}(${k.split(' ')[1]?.split(':')[0].split('/').pop()}) ${Math.round(v)}`,
            )
            .join(', '),
      );
    }
    const byFile = new Map();
    for (const [k, v] of self) {
      const file = k.split(' ')[1]?.split(':')[0] || k;
      byFile.set(file, (byFile.get(file) ?? 0) + v);
    }
    console.log(
      '  self time by file: ' +
        [...byFile]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', '),
    );
    console.log('  top functions: ');
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${Math.round(v)} ms ${k}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
