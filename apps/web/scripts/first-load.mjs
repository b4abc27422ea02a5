// Reports the gzip size of the JavaScript each route downloads on first visit, from the Vite
// manifest of a production build: the entry with its static imports, plus the route's lazy chunk
// with its own static imports. Usage: npx vite build && node scripts/first-load.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// A build elsewhere can be measured: node scripts/first-load.mjs /tmp/build/
const dist = process.argv[2]
  ? `${process.argv[2].replace(/\/?$/, '/')}`
  : fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const gzip = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The start is split in tasks (src/main.tsx): index.html also preloads the chunk the entry imports
// dynamically for that (src/app/start.tsx); it is part of every first load.
const preloaded = new Set(
  [
    ...readFileSync(`${dist}index.html`, 'utf8').matchAll(
      /rel="modulepreload"[^>]*href="\/([^"]+)"/g,
    ),
  ].map((m) => m[1]),
);
const starts = [
  entryKey,
  ...Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && preloaded.has(manifest[key].file),
  ),
];
const entry = new Set(starts.flatMap((key) => [...closure(key)]));
const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
console.log(`entry (${entryKey}): ${kib(total(entry))} KiB gzip JS`);

// The lazy routes: what any chunk of the start imports dynamically (app/routes.ts's table).
const entryKeys = Object.keys(manifest).filter((key) => entry.has(manifest[key].file));
const routes = [...new Set(entryKeys.flatMap((key) => manifest[key].dynamicImports ?? []))];
for (const key of routes.filter((k) => !starts.includes(k))) {
  const route = closure(key);
  const own = [...route].filter((file) => !entry.has(file));
  console.log(
    `${key.padEnd(58)} own ${kib(total(own)).padStart(6)} KiB   first load ${kib(total(new Set([...entry, ...route]))).padStart(6)} KiB`,
  );
}
