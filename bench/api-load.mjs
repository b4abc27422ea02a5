// API load with autocannon: the signed, authenticated business list (insuranceservice/
// getbusinessforuser, page 1 of the demo member's businesses) on the embedded database and on a
// private PostgreSQL cluster, beside a bare Fastify hello-world measured in the same run. Every
// request carries a fresh signature (the server refuses a replayed one). Each target: a 2 s
// warm-up, 10 s at full load (10 connections), then 10 s at half the measured maximum rate, where
// p99 has a budget. Also the server's memory: RSS idle after start and peak (VmHWM) after the load.
// Usage: npm run build && node bench/api-load.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import {
  authHeaders,
  formBody,
  isMain,
  login,
  printTable,
  repoRoot,
  row,
  sleep,
  startPostgres,
  startServer,
  waitFor200,
} from './lib.mjs';

export const BUDGETS = { ratioToBare: 0.5, p99HalfLoadMs: 25, idleRssMiB: 120, peakRssMiB: 250 };

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const LIST_PATH = '/api/insuranceservice/getbusinessforuser';

/** One autocannon run; `failed` counts answers that are not HTTP 200 with body code 200. */
async function load(options) {
  let failed = 0;
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  });
  failed += result.non2xx + result.errors + result.timeouts;
  return { result, failed };
}

function summary(result, extraFailed = 0) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts + extraFailed,
  };
}

/** Load options for the signed business list, each request signed anew. */
function businessListRequests(url, token) {
  const state = { badBodies: 0, codes: {} };
  const options = {
    url,
    requests: [
      {
        method: 'POST',
        path: LIST_PATH,
        headers: authHeaders(token),
        setupRequest: (request) => ({ ...request, body: formBody({ page: 1, size: 10 }, token) }),
        onResponse: (status, body) => {
          if (status !== 200 || !body.startsWith('{"code":200')) {
            state.badBodies++;
            // Which answer (the client draws no nonce twice in one second, so a 403 is not a
            // replay of its own making).
            const code =
              status === 200 ? (/^\{"code":(\d+)/.exec(body)?.[1] ?? '?') : `HTTP ${status}`;
            state.codes[code] = (state.codes[code] ?? 0) + 1;
          }
        },
      },
    ],
  };
  return { options, state };
}

async function measureBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor200(url, child);
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const { result } = await load({ url });
    return summary(result);
  } finally {
    child.kill('SIGTERM');
  }
}

/** Full load, then half of the measured rate; memory before and after. */
async function measureServer(server) {
  await sleep(1000);
  const idle = server.memory();
  const token = await login(server.url);
  const warm = businessListRequests(server.url, token);
  await autocannon({ ...warm.options, connections: CONNECTIONS, duration: 2 });

  const full = businessListRequests(server.url, token);
  const max = summary((await load(full.options)).result, full.state.badBodies);
  const rate = Math.max(1, Math.round(max.rps / 2));
  const halfRun = businessListRequests(server.url, token);
  const half = summary(
    (await load({ ...halfRun.options, overallRate: rate })).result,
    halfRun.state.badBodies,
  );
  const peak = server.memory();
  const codes = { ...full.state.codes };
  for (const [code, n] of Object.entries(halfRun.state.codes)) codes[code] = (codes[code] ?? 0) + n;
  return { max, half: { ...half, rate }, codes, idleRssMiB: idle.rssMiB, peakRssMiB: peak.hwmMiB };
}

export async function run() {
  const bare = await measureBare();

  const sqliteServer = await startServer({ DEMO_DATA: '1' });
  let sqlite;
  try {
    sqlite = await measureServer(sqliteServer);
  } finally {
    await sqliteServer.stop();
  }

  const pg = await startPostgres();
  let postgres;
  try {
    const pgServer = await startServer({ ...pg.env, DEMO_DATA: '1' });
    try {
      postgres = await measureServer(pgServer);
    } finally {
      await pgServer.stop();
    }
  } finally {
    pg.stop();
  }

  const rows = [row('bare Fastify hello-world', bare.rps, 'req/s')];
  rows.push(row('bare: p50 / p99', `${bare.p50} / ${bare.p99}`, 'ms'));
  for (const [name, m] of [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ]) {
    rows.push(
      row(`${name}: business list, max`, m.max.rps, 'req/s'),
      row(`${name}: p50 / p99 at max`, `${m.max.p50} / ${m.max.p99}`, 'ms'),
      row(`${name}: ratio to bare`, m.max.rps / bare.rps, '', { min: BUDGETS.ratioToBare }),
      row(`${name}: p50 at half load (${m.half.rate} req/s)`, m.half.p50, 'ms'),
      row(`${name}: p99 at half load`, m.half.p99, 'ms', { max: BUDGETS.p99HalfLoadMs }),
      row(
        `${name}: failed answers${
          Object.keys(m.codes).length
            ? ` (${Object.entries(m.codes)
                .map(([c, n]) => `${c}×${n}`)
                .join(', ')})`
            : ''
        }`,
        m.max.failed + m.half.failed,
        '',
        { max: 0 },
      ),
      row(`${name}: server RSS idle`, m.idleRssMiB, 'MiB', { max: BUDGETS.idleRssMiB }),
      row(`${name}: server RSS peak`, m.peakRssMiB, 'MiB', { max: BUDGETS.peakRssMiB }),
    );
  }
  printTable(
    `API load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, fresh signature per request)`,
    rows,
  );
  return { rows, bare, sqlite, postgres };
}

if (isMain(import.meta.url)) await run();
