#!/usr/bin/env -S npx tsx
// API load test: npm run load -- [--clients 200] [--seconds 60] [--sessions 10] [--keep]
// Runs with tsx (it imports the TypeScript contract). Expects `npm run build` done; starts the
// built server on 127.0.0.1 with a fresh DATA_DIR and the demo account, then lets N concurrent
// clients mix signed getbusinessforuser reads (70%) with EditAppointInfo section saves (30%, one
// reservation per client). Every request is freshly signed. Exits 1 on any error.
import { parseArgs } from 'node:util';
import { isoDateToday } from '@app/contract/dates';
import { validSection } from '@app/contract/testing/fixtures';
import { startServerProcess } from './lib/server-process.ts';
import { signedClient } from './lib/signed-client.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    // Logins cost a password hash each (scrypt, ~0.1-0.4 s): clients share this many sessions.
    sessions: { type: 'string', default: '10' },
    'read-ratio': { type: 'string', default: '0.7' },
    keep: { type: 'boolean', default: false },
    // The server's log (pino JSON) goes here, at LOG_LEVEL=info: to study slow requests.
    log: { type: 'string' },
  },
});
const clients = Math.max(1, Math.min(1000, Number(args.clients)));
const seconds = Math.max(1, Math.min(600, Number(args.seconds)));
const sessions = Math.max(1, Math.min(clients, Number(args.sessions)));
const readRatio = Number(args['read-ratio']);

const server = await startServerProcess(
  { DEMO_DATA: '1', LOG_LEVEL: args.log ? 'info' : 'error' },
  args.log ? { stdout: args.log } : {},
);
const api = signedClient(server.url);
let exitCode = 1;
try {
  exitCode = await run();
} catch (error) {
  console.error(error);
} finally {
  if (args.keep) {
    await server.stop('SIGTERM');
    console.log(`DATA_DIR kept: ${server.dataDir}`);
  } else await server.close('SIGTERM');
}
process.exit(exitCode);

async function run() {
  const tokens = [];
  for (let i = 0; i < sessions; i++) {
    // One at a time: parallel logins of one account would trip its failure counter's window.
    const res = await api.call('policyholder/Login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    if (res.code !== 200) throw new Error(`login: ${res.code} ${res.msg}`);
    tokens.push(res.data.token);
  }
  const links = await inBatches(clients, 10, async (i) => {
    const res = await api.call(
      'policyholder/CreateAppoint',
      { productType: 'insurance' },
      tokens[i % sessions],
    );
    if (res.code !== 200) throw new Error(`CreateAppoint: ${res.code} ${res.msg}`);
    return res.data.token;
  });
  const section = JSON.stringify(validSection('applicant', 'insurance', isoDateToday()));

  // Warm-up, not measured: one read per client at once, so every client's connection exists
  // before the clock starts. Without it the cold connections opened while others already loop
  // wait seconds for their first byte (docs/security.md, "Load").
  await Promise.all(
    links.map((_, i) => api.call('insuranceservice/getbusinessforuser', {}, tokens[i % sessions])),
  );

  const samples = { read: [], save: [] };
  const errors = new Map();
  const firstErrors = [];
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    links.map(async (link, i) => {
      const token = tokens[i % sessions];
      while (Date.now() < deadline) {
        const kind = Math.random() < readRatio ? 'read' : 'save';
        const t0 = performance.now();
        let outcome;
        try {
          const res =
            kind === 'read'
              ? await api.call('insuranceservice/getbusinessforuser', { page: '1' }, token)
              : await api.multipart(
                  'policyholder/EditAppointInfo',
                  { token: link, section: 'applicant', action: 'save', data: section },
                  token,
                );
          outcome =
            res.status !== 200
              ? `HTTP ${res.status}`
              : res.code !== 200
                ? `code ${res.code} ${res.msg}`
                : 'ok';
        } catch (error) {
          outcome = `network ${error.cause?.code ?? error.name}`;
        }
        samples[kind].push(performance.now() - t0);
        if (outcome !== 'ok')
          firstErrors.push(`${((t0 - started) / 1000).toFixed(1)}s ${kind} ${outcome}`);
        if (outcome !== 'ok')
          errors.set(`${kind}: ${outcome}`, (errors.get(`${kind}: ${outcome}`) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const crashed = server.child.exitCode !== null || server.child.signalCode !== null;
  report(samples, errors, elapsed, crashed);
  if (firstErrors.length)
    console.log(
      'errors started at:',
      firstErrors.slice(0, 5).join('; '),
      '... last',
      firstErrors.at(-1),
    );
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  return errorCount === 0 && !crashed ? 0 : 1;
}

async function inBatches(count, width, work) {
  const out = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function report(samples, errors, elapsed, crashed) {
  const all = [...samples.read, ...samples.save].sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const row = (name, list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const ms = (p) => percentile(sorted, p).toFixed(1).padStart(8);
    return `${name.padEnd(8)} ${String(list.length).padStart(8)} ${(list.length / elapsed).toFixed(0).padStart(7)} ${ms(50)} ${ms(90)} ${ms(99)}`;
  };
  console.log(
    `load: ${clients} clients, ${sessions} sessions, ${elapsed.toFixed(1)} s, ${server.url}`,
  );
  console.log(
    `${'call'.padEnd(8)} ${'requests'.padStart(8)} ${'rps'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  console.log(row('read', samples.read));
  console.log(row('save', samples.save));
  console.log(row('all', all));
  console.log(`errors: ${errorCount}${crashed ? ' (server process exited)' : ''}`);
  for (const [kind, count] of errors) console.log(`  ${count} x ${kind}`);
  console.log(
    JSON.stringify({
      requests: all.length,
      errors: errorCount,
      rps: Math.round(all.length / elapsed),
      p50: Number(percentile(all, 50).toFixed(1)),
      p90: Number(percentile(all, 90).toFixed(1)),
      p99: Number(percentile(all, 99).toFixed(1)),
    }),
  );
}
