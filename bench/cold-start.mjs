// Cold start of the built server on the embedded database: from spawning
// `node apps/server/dist/server.js` to the first 200 on /healthz, with a fresh DATA_DIR (migrations
// and demo data on the way) and with the DATA_DIR that start left behind. Three starts each; the
// median is reported. Usage: npm run build && node bench/cold-start.mjs
import fs from 'node:fs';
import { isMain, median, printTable, row, startServer, tempDir } from './lib.mjs';

const RUNS = 3;

async function startOnce(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
  await server.stop();
  return server.startMs;
}

export async function run() {
  const fresh = [];
  const existing = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = tempDir('cold');
    try {
      fresh.push(await startOnce(dataDir));
      existing.push(await startOnce(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const rows = [
    row('start to first /healthz 200, fresh DATA_DIR', median(fresh), 'ms'),
    row('start to first /healthz 200, existing DATA_DIR', median(existing), 'ms'),
  ];
  printTable(`Cold start (SQLite, median of ${RUNS})`, rows);
  return { rows, freshMs: fresh, existingMs: existing };
}

if (isMain(import.meta.url)) await run();
