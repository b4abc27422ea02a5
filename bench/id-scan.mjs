// The ID scan (issue 39) measured on generated documents (bench/id-documents.mjs): for each kind,
// N persons clean and N degraded (blur, noise, tilt and JPEG in turn), each read in Chromium by
// the built app's own scan module (src/features/id-scan/engine/scan.ts: the OCR worker and
// language data from /ocr/, the readers). Per field: the share read exactly, and the share filled
// wrongly (goal 0). Then the time per scan, and again with the page under 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate, which Chromium applies to pages only) for a few of each kind.
// Usage: npm run build -w apps/web && node bench/id-scan.mjs [N per kind and state, default 20]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  BROWSER_UI_FEATURES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disableFeatures,
} from '../scripts/chromium.mjs';
import {
  DEGRADATIONS,
  KINDS,
  persons,
  renderDocument,
  SCANNED_FIELDS as FIELDS,
} from './id-documents.mjs';
import { isMain, median, printTable, row, startServer, webDist } from './lib.mjs';

const THROTTLED_PER_KIND = 3;

/** The built scan module's URL, from the Vite manifest. */
function scanModule() {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['src/features/id-scan/engine/scan.ts'];
  if (!entry) throw new Error('no scan module in the build: npm run build -w apps/web');
  return `/${entry.file}`;
}

/** One scan in the page: the reading (or null) and its milliseconds. */
async function scanIn(page, bytes, type, moduleUrl) {
  return page.evaluate(
    async ({ b64, type, moduleUrl }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const { scanDocument } = await import(moduleUrl);
      const started = performance.now();
      const reading = await scanDocument(new Blob([bytes], { type }), () => {});
      return { reading, ms: performance.now() - started };
    },
    { b64: bytes.toString('base64'), type, moduleUrl },
  );
}

/**
 * Emulation.setCPUThrottlingRate on the page. Chromium refuses it for worker targets ("only
 * supported for pages, not workers"), so the OCR worker itself runs at full speed: the figure
 * shows the page's part slowed (the photo's decoding and scaling, the readers, the form), not a
 * whole phone. Said so in docs/performance.md.
 */
async function throttler(page) {
  const session = await page.context().newCDPSession(page);
  return (rate) => session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The processes below `root` (by parent pid, from /proc): Chromium's renderers, GPU and utility processes. */
function processTree(root) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  const tree = [];
  const walk = (pid) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        tree.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return tree;
}

/**
 * The whole browser held to `fraction` of one core by a cgroup (v1) CPU quota, where this
 * machine lets us make one: every Chromium process this bench started, the OCR worker's renderer
 * included, which CDP's throttling cannot reach. A quarter of a core is a phone 4x slower than
 * one core here (the OCR runs on one thread); the browser's other processes share that quarter,
 * so the figure leans slow. Answers an undo, or null when there is no writable cgroup.
 */
function cpuQuota(fraction) {
  const base = '/sys/fs/cgroup/cpu';
  const dir = path.join(base, `bench-id-scan-${process.pid}`);
  try {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), '100000');
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(100000 * fraction)));
    for (const pid of processTree(process.pid)) {
      try {
        fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
      } catch {
        // A helper process that already ended.
      }
    }
  } catch {
    return null;
  }
  return () => {
    for (const pid of fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n')) {
      if (pid) fs.writeFileSync(path.join(base, 'cgroup.procs'), pid);
    }
    fs.rmdirSync(dir);
  };
}

const pct = (n, d) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);

/** The median and the slowest of a list of milliseconds, as two rows. */
const medianAndMax = (label, list) => [
  row(`${label}, median`, Math.round(median(list)), 'ms'),
  row(`${label}, max`, Math.round(Math.max(...list)), 'ms'),
];

export async function run(perKind = Number(process.argv[2]) || 20) {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, disableFeatures(BROWSER_UI_FEATURES)],
    headless: true,
  });
  const rows = [];
  const grid = [];
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}/`);
    const moduleUrl = scanModule();
    const times = { normal: [], throttled: [], quarterCore: [] };
    // The first scan of a kind also loads the engine and language data: timed apart.
    const firstScans = [];
    for (const kind of KINDS) {
      const people = persons(kind, perKind);
      const tally = Object.fromEntries(
        ['clean', 'degraded'].flatMap((state) =>
          FIELDS.map((f) => [`${state}:${f}`, { exact: 0, wrong: 0, expected: 0 }]),
        ),
      );
      let index = 0;
      for (const person of people) {
        for (const state of ['clean', 'degraded']) {
          const degradation =
            state === 'clean' ? 'clean' : DEGRADATIONS[index % DEGRADATIONS.length];
          const bytes = await renderDocument(page, person, degradation, index + 1);
          const type = degradation === 'jpeg' ? 'image/jpeg' : 'image/png';
          const { reading, ms } = await scanIn(page, bytes, type, moduleUrl);
          if (index === 0 && state === 'clean') firstScans.push(ms);
          else times.normal.push(ms);
          if (!reading?.idNumber) console.log(`  no number: ${kind} #${index} ${degradation}`);
          for (const field of FIELDS) {
            const expected = person.expected[field];
            const got = reading?.[field];
            const t = tally[`${state}:${field}`];
            if (expected !== undefined) t.expected++;
            if (got === undefined) continue;
            if (got === expected) t.exact++;
            else {
              t.wrong++;
              console.log(`  wrong ${kind} ${degradation} ${field}: ${got} (is ${expected})`);
            }
          }
        }
        index++;
      }
      for (const state of ['clean', 'degraded']) {
        for (const field of FIELDS) {
          const t = tally[`${state}:${field}`];
          if (t.expected === 0 && t.wrong === 0) continue;
          grid.push({
            kind,
            state,
            field,
            n: perKind,
            exact: pct(t.exact, t.expected),
            wrong: pct(t.wrong, perKind),
          });
          rows.push(row(`${kind} ${state} ${field} wrong`, pct(t.wrong, perKind), '%', { max: 0 }));
          rows.push(row(`${kind} ${state} ${field} exact`, pct(t.exact, t.expected), '%'));
        }
      }
    }
    // 4x slower page (see throttler): a few clean documents of each kind, engine warm.
    const throttle = await throttler(page);
    await throttle(4);
    for (const kind of KINDS) {
      for (const person of persons(kind, THROTTLED_PER_KIND, 7)) {
        const bytes = await renderDocument(page, person, 'clean', 3);
        times.throttled.push((await scanIn(page, bytes, 'image/png', moduleUrl)).ms);
      }
    }
    await throttle(1);
    // The whole browser at a quarter of one core (see cpuQuota), where a cgroup can be made.
    const undo = cpuQuota(0.25);
    if (undo) {
      try {
        for (const kind of KINDS) {
          for (const person of persons(kind, THROTTLED_PER_KIND, 7)) {
            const bytes = await renderDocument(page, person, 'clean', 3);
            times.quarterCore.push((await scanIn(page, bytes, 'image/png', moduleUrl)).ms);
          }
        }
      } finally {
        undo();
      }
    } else console.log('  no writable cgroup: the whole-browser slowdown is not measured');
    rows.push(
      row('first scan of each kind (loads engine/data)', Math.round(median(firstScans)), 'ms'),
    );
    rows.push(...medianAndMax('scan', times.normal));
    rows.push(...medianAndMax('scan, page at 4x CPU slowdown (not the worker)', times.throttled));
    if (times.quarterCore.length > 0) {
      rows.push(
        ...medianAndMax('scan, whole browser at a quarter core (4x slower)', times.quarterCore),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('\nkind      state     field        exact %  wrong %');
  for (const g of grid)
    console.log(
      `${g.kind.padEnd(9)} ${g.state.padEnd(9)} ${g.field.padEnd(12)} ${String(g.exact ?? '—').padStart(7)}  ${String(g.wrong).padStart(7)}`,
    );
  printTable('ID scan on generated documents', rows);
  return { rows, grid };
}

if (isMain(import.meta.url)) await run();
