// The bundle budget of the performance issue, on the production build (apps/web/dist, made by
// `npm run build` before this project runs): the login screen's first load at most 150 KiB of
// gzip JavaScript, and every lazily loaded screen at most 40 KiB of its own (its chunk and the
// static imports the entry does not already bring). Sizes come from the Vite manifest, as in
// bench/bundle.mjs, which prints the same figures with brotli and CSS beside them. A chunk a screen
// imports dynamically (the location map) is not part of that screen's own 40 KiB: it has its own
// budget below.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server.ts';

const LOGIN_FIRST_LOAD_KIB = 150;
const LAZY_SCREEN_KIB = 40;
/** The location pickers' map (Leaflet), a chunk of its own that a screen loads on demand. */
const MAP_CHUNK_KIB = 45;

interface Chunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.join(repoRoot, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

function load() {
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: npm run build`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gzipKiB = (keys: Iterable<string>) => {
    const files = new Set([...keys].map((key) => manifest[key]?.file ?? ''));
    let bytes = 0;
    for (const file of files) {
      bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    }
    return Math.round((bytes / 1024) * 10) / 10;
  };
  // The start is split in tasks (src/main.tsx): index.html also preloads the chunk the entry
  // imports dynamically for that (src/app/start.tsx); it is part of every first load.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = new Set(
    [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const starts = [
    entryKey,
    ...Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && preloaded.has(manifest[key]?.file ?? ''),
    ),
  ];
  const entry = new Set(starts.flatMap((key) => [...closure(key)]));
  // The route table (src/app/routes.ts) sits in the entry's chunks: what they import dynamically.
  const routes = [
    ...new Set([...entry].flatMap((key) => manifest[key]?.dynamicImports ?? [])),
  ].filter((key) => key.startsWith('src/') && !starts.includes(key));
  return { manifest, entry, routes, closure, gzipKiB };
}

describe('bundle budget (gzip JavaScript of the production build)', () => {
  const { manifest, entry, routes, closure, gzipKiB } = load();

  it('finds the lazy screens of the route table', () => {
    expect(routes.some((key) => key.includes('login-screen'))).toBe(true);
  });

  it(`loads the login screen with at most ${LOGIN_FIRST_LOAD_KIB} KiB`, () => {
    const login = routes.find((key) => key.includes('auth/components/login-screen'));
    expect(login, 'login screen route').toBeDefined();
    const firstLoad = new Set([...entry, ...closure(login ?? '')]);
    expect(gzipKiB(firstLoad)).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_KIB);
  });

  it.each(routes.map((key) => [path.basename(key), key]))(
    `lazy screen %s adds at most ${LAZY_SCREEN_KIB} KiB to the entry`,
    (_name, key) => {
      const own = [...closure(key)].filter((k) => !entry.has(k));
      expect(gzipKiB(own)).toBeLessThanOrEqual(LAZY_SCREEN_KIB);
    },
  );

  it(`loads the map only on demand, in a chunk of at most ${MAP_CHUNK_KIB} KiB`, () => {
    const map = Object.keys(manifest).find((key) =>
      key.endsWith('location/components/location-map.tsx'),
    );
    expect(map, 'the map chunk').toBeDefined();
    // No screen, and not the entry, imports it statically: it is fetched when a map is shown.
    expect(entry.has(map ?? '')).toBe(false);
    for (const route of routes) expect(closure(route).has(map ?? ''), route).toBe(false);
    expect(manifest[map ?? '']?.css?.length, "Leaflet's stylesheet comes with it").toBeGreaterThan(
      0,
    );
    expect(gzipKiB([map ?? ''])).toBeLessThanOrEqual(MAP_CHUNK_KIB);
  });
});
