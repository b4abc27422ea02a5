// `npm run bench` (after `npm run build`): runs the bench parts in turn, prints each table and
// writes every figure to bench/results/latest.json (gitignored). Timing never fails the run: a
// missed budget is a ✗ in the table; the exit code is 1 only when a part could not run at all.
// Run some parts only (the file keeps the other parts' last figures): node bench/run.mjs bundle
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asTheServerRuns, repoRoot } from './lib.mjs';
import { summaryLines } from './summary.mjs';

await asTheServerRuns();

const parts = {
  bundle: () => import('./bundle.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  'api-load': () => import('./api-load.mjs'),
  scale: () => import('./scale.mjs'),
  'cold-start': () => import('./cold-start.mjs'),
  'mail-outbox': () => import('./mail-outbox.mjs'),
  notify: () => import('./notify.mjs'),
  storage: () => import('./storage.mjs'),
  'id-scan': () => import('./id-scan.mjs'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in parts));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverage: os.loadavg(),
  },
  parts: {},
};
console.log(
  `bench ${results.date}: ${results.machine.cpus} CPUs, ${results.machine.memoryGiB} GiB, node ${results.machine.node}, load ${os.loadavg()[0].toFixed(1)}`,
);

let broken = 0;
for (const name of wanted.length ? wanted : Object.keys(parts)) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    const { run } = await parts[name]();
    results.parts[name] = { ...(await run()), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    broken++;
    console.error(`${name} failed: ${error.stack ?? error}`);
    results.parts[name] = { error: String(error) };
  }
}

console.log(`\n${summaryLines(results.parts).join('\n')}`);

const out = path.join(repoRoot, 'bench/results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
// A run of some parts keeps the other parts' figures of the previous run.
if (wanted.length && fs.existsSync(out)) {
  const previous = JSON.parse(fs.readFileSync(out, 'utf8'));
  results.parts = { ...previous.parts, ...results.parts };
}
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(process.cwd(), out)}`);
process.exit(broken ? 1 : 0);
