// Bundle sizes of the production web build, from its Vite manifest (apps/web/dist/.vite/manifest.json):
// gzip and brotli of the JavaScript and CSS each route downloads, and the first load of the login
// screen and of the business list. A route's first load is the entry with its static imports plus
// the route's lazy chunk with its own static imports, and the CSS of all of them (the logic of
// apps/web/scripts/first-load.mjs). Deterministic: e2e/bundle-budget.e2e.ts asserts the budgets
// with `analyse` (types in bundle.d.mts).
// Usage: npm run build -w apps/web && node bench/bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isMain, printGrid, printTable, row, webDist } from './lib.mjs';

export const BUDGETS = { loginFirstLoadKiB: 150, lazyScreenKiB: 40 };

const KiB = 1024;

/** Sizes of one built file, cached: raw, gzip (level 9) and brotli (quality 11). */
function sizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file));
      cache.set(file, {
        raw: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return cache.get(file);
  };
}

/** Reads the manifest; returns helpers to walk static imports and add up sizes. */
export function analyse(dist = webDist, page = '') {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, page, '.vite/manifest.json'), 'utf8'),
  );
  const size = sizer(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');

  /** The chunk keys a chunk loads before running: itself and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  /** JS and CSS files of a set of chunk keys. */
  const files = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    return { js, css };
  };
  /** gzip and brotli totals of the JS and CSS of a set of chunk keys, in bytes. */
  const measure = (keys) => {
    const { js, css } = files(keys);
    const sum = (set, kind) => [...set].reduce((total, file) => total + size(file)[kind], 0);
    return {
      jsGzip: sum(js, 'gzip'),
      jsBrotli: sum(js, 'brotli'),
      cssGzip: sum(css, 'gzip'),
      cssBrotli: sum(css, 'brotli'),
    };
  };
  // The start is split in tasks (src/main.tsx): index.html also preloads the chunk the entry
  // imports dynamically for that (src/app/start.tsx); it is part of every first load.
  const html = fs.readFileSync(path.join(dist, page, 'index.html'), 'utf8');
  const preloaded = new Set(
    [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const starts = [
    entryKey,
    ...Object.keys(manifest).filter(
      (key) => manifest[key].isDynamicEntry && preloaded.has(manifest[key].file),
    ),
  ];
  const entry = new Set(starts.flatMap((key) => [...closure(key)]));
  /** Lazy screens: the modules of our source the start imports dynamically (the route table). */
  const routes = [
    ...new Set([...entry].flatMap((key) => manifest[key].dynamicImports ?? [])),
  ].filter((key) => key.startsWith('src/') && !starts.includes(key));
  /** What a lazy route adds to the entry: its chunk and static imports the entry lacks. */
  const own = (key) => new Set([...closure(key)].filter((k) => !entry.has(k)));
  /** First load of a screen reached through the given lazy routes (a nested route lists its parents). */
  const firstLoad = (...keys) => new Set([...entry, ...keys.flatMap((key) => [...closure(key)])]);
  const find = (fragment) => {
    const key = routes.find((k) => k.includes(fragment));
    if (!key) throw new Error(`no lazy route matching ${fragment} in the manifest`);
    return key;
  };
  return { manifest, entryKey, entry, routes, closure, own, firstLoad, measure, find };
}

const kib = (bytes) => (bytes / KiB).toFixed(1);
const shortName = (key) => path.basename(key).replace(/\.[tj]sx?$/, '');

export async function run() {
  const a = analyse();
  const grid = [];
  const add = (name, keys, from = a) => {
    const m = from.measure(keys);
    grid.push([name, kib(m.jsGzip), kib(m.jsBrotli), kib(m.cssGzip), kib(m.cssBrotli)]);
    return m;
  };

  const entry = add(`entry (${a.entryKey})`, a.entry);
  const screens = {};
  for (const key of a.routes) screens[shortName(key)] = add(`  + ${shortName(key)}`, a.own(key));
  const login = add('first load: login', a.firstLoad(a.find('auth/components/login-screen')));
  const business = add(
    'first load: business list',
    a.firstLoad(
      a.find('components/tab-layout'),
      a.find('business/components/business-list-screen'),
    ),
  );
  // The staff console: a second page (/pda/) with its own manifest (vite.config.ts).
  const pda = analyse(webDist, 'pda');
  const consoleLogin = add(
    'console first load: login',
    pda.firstLoad(pda.find('pda/features/login/components/login-screen')),
    pda,
  );
  const consoleQueue = add(
    'console first load: queue',
    pda.firstLoad(
      pda.find('pda/components/console-layout'),
      pda.find('pda/features/queue/components/queue-screen'),
    ),
    pda,
  );
  const consoleBusiness = add(
    'console first load: a business',
    pda.firstLoad(
      pda.find('pda/components/console-layout'),
      pda.find('pda/features/businesses/components/business-screen'),
    ),
    pda,
  );
  printGrid(
    'Bundle (KiB; "+" = what a lazy screen adds to the entry)',
    ['chunk set', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br'],
    grid,
  );

  const rows = [
    row('login first load, JS gzip', login.jsGzip / KiB, 'KiB', {
      max: BUDGETS.loginFirstLoadKiB,
    }),
    row('login first load, JS brotli', login.jsBrotli / KiB, 'KiB'),
    row('login first load, CSS gzip', login.cssGzip / KiB, 'KiB'),
    row('business list first load, JS gzip', business.jsGzip / KiB, 'KiB'),
    row('business list first load, JS brotli', business.jsBrotli / KiB, 'KiB'),
    row('business list first load, CSS gzip', business.cssGzip / KiB, 'KiB'),
    row('entry, JS gzip', entry.jsGzip / KiB, 'KiB'),
    row('console login first load, JS gzip', consoleLogin.jsGzip / KiB, 'KiB'),
    row('console queue first load, JS gzip', consoleQueue.jsGzip / KiB, 'KiB'),
    row('console business first load, JS gzip', consoleBusiness.jsGzip / KiB, 'KiB'),
    ...Object.entries(screens).map(([name, m]) =>
      row(`lazy screen ${name}, JS gzip`, m.jsGzip / KiB, 'KiB', { max: BUDGETS.lazyScreenKiB }),
    ),
  ];
  printTable('Bundle budgets', rows);
  return { rows, entry, login, business, screens };
}

if (isMain(import.meta.url)) await run();
