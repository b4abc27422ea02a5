// Scale on the embedded database: page 1 of the business list for a member with 10 and a member
// with 10,000 businesses (budget: at most 1.5 times slower), and saving a reservation section
// (EditAppointInfo, the policyholder of an insurance reservation) with about no and with 1,000
// reservations in the database. Rows are written straight into the SQLite file of the stopped
// server (tables members, sessions, businesses, business_members, appointments and
// appointment_sections; columns from apps/server/src/db/migrations). Latencies come from requests
// sent one after the other, each freshly signed.
// Usage: npm run build && node bench/scale.mjs
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  authHeaders,
  call,
  formBody,
  isMain,
  login,
  multipartBody,
  printTable,
  repoRoot,
  row,
  startServer,
  summarise,
  tempDir,
  timeSequential,
} from './lib.mjs';

export const BUDGETS = { ratio10kTo10: 1.5 };

const LIST_REQUESTS = 300;
const SAVE_REQUESTS = 150;
const RESERVATIONS = 1000;

/** A valid policyholder section for today, from the contract's fixtures (TypeScript, via tsx). */
function applicantFixture() {
  const script = [
    "import { validSection } from '@app/contract/testing/fixtures';",
    "import { isoDateToday } from '@app/contract/dates';",
    "process.stdout.write(JSON.stringify(validSection('applicant', 'insurance', isoDateToday())));",
  ].join('\n');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: path.join(repoRoot, 'bench'),
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`fixture: ${result.stderr}`);
  return result.stdout;
}

/** A session for a member, as the server stores one: only the token's SHA-256. */
function insertSession(db, memberId, now) {
  const token = crypto.randomBytes(32).toString('base64url');
  db.prepare(
    `insert into sessions (id, token_hash, member_id, created_at, last_seen_at, expires_at)
     values (?, ?, ?, ?, ?, ?)`,
  ).run(
    crypto.randomUUID(),
    crypto.createHash('sha256').update(token).digest('hex'),
    memberId,
    now,
    now,
    now + 7 * 24 * 3600 * 1000,
  );
  return token;
}

/**
 * Members with n businesses each (copies of the demo businesses with new ids and order numbers,
 * one a minute apart) and 1,000 reservations of the demo member with a saved section each.
 * Returns the new members' session tokens.
 */
function seed(file, counts, applicantJson) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const now = Date.now();
  const demo = db.prepare(`select * from members where email = 'demo@example.com'`).get();
  const templates = db.prepare(`select * from businesses where owner_id = ?`).all(demo.id);
  if (templates.length === 0) throw new Error('no demo businesses to copy');
  const columns = Object.keys(templates[0]);
  const insertBusiness = db.prepare(
    `insert into businesses (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const insertLink = db.prepare(
    `insert into business_members (business_id, member_id, created_at) values (?, ?, ?)`,
  );
  const insertMember = db.prepare(
    `insert into members (id, name, mobile, email, password_hash, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAppointment = db.prepare(
    `insert into appointments (id, token, product_type, status, creator_id, filler_id, created_at, updated_at)
     values (?, ?, 'insurance', 'open', ?, ?, ?, ?)`,
  );
  const insertSection = db.prepare(
    `insert into appointment_sections (appointment_id, section, data, completed, updated_at)
     values (?, 'applicant', ?, 1, ?)`,
  );
  const tokens = {};
  db.transaction(() => {
    for (const n of counts) {
      const memberId = crypto.randomUUID();
      insertMember.run(
        memberId,
        `Scale ${n}`,
        '13800138000',
        `scale-${n}@example.com`,
        demo.password_hash,
        now,
        now,
      );
      for (let i = 0; i < n; i++) {
        const createdAt = now - i * 60_000;
        const business = {
          ...templates[i % templates.length],
          id: crypto.randomUUID(),
          owner_id: memberId,
          appointment_id: null,
          order_no: `SCALE-${n}-${String(i).padStart(6, '0')}`,
          created_at: createdAt,
          updated_at: createdAt,
        };
        insertBusiness.run(business);
        insertLink.run(business.id, memberId, createdAt);
      }
      tokens[n] = insertSession(db, memberId, now);
    }
    for (let i = 0; i < RESERVATIONS; i++) {
      const id = crypto.randomUUID();
      const at = now - i * 1000;
      insertAppointment.run(
        id,
        crypto.randomBytes(16).toString('base64url'),
        demo.id,
        demo.id,
        at,
        at,
      );
      insertSection.run(id, applicantJson, at);
    }
  })();
  db.close();
  return tokens;
}

async function listOnce(server, token) {
  const res = await fetch(`${server.url}/api/insuranceservice/getbusinessforuser`, {
    method: 'POST',
    headers: authHeaders(token),
    body: formBody({ page: 1, size: 10 }, token),
  });
  const body = await res.json();
  if (body.code !== 200 || body.data.list.length !== 10) {
    throw new Error(`business list: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

/** Page 1 for two members, their requests alternating so both see the same machine noise. */
async function listPages(server, tokenA, tokenB) {
  const a = [];
  const b = [];
  await timeSequential(LIST_REQUESTS * 2, (i) => listOnce(server, i % 2 ? tokenB : tokenA)).then(
    (all) => {
      for (const [i, t] of all.times.entries()) (i % 2 ? b : a).push(t);
    },
  );
  return [summarise(a), summarise(b)];
}

function saveSection(server, token, reservation, data, n = SAVE_REQUESTS) {
  return timeSequential(n, async () => {
    const { body, contentType } = multipartBody(
      { token: reservation, section: 'applicant', action: 'save', data },
      token,
    );
    const res = await fetch(`${server.url}/api/policyholder/EditAppointInfo`, {
      method: 'POST',
      headers: authHeaders(token, contentType),
      body,
    });
    const answer = await res.json();
    if (answer.code !== 200) throw new Error(`save: ${JSON.stringify(answer).slice(0, 300)}`);
  });
}

export async function run() {
  const applicant = applicantFixture();
  const dataDir = tempDir('scale');
  try {
    // First start: migrations and the demo data; a reservation, saved with almost no others.
    let server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
    let demoToken;
    let reservation;
    let saveFew;
    try {
      demoToken = await login(server.url);
      const created = await call(
        server.url,
        'policyholder/CreateAppoint',
        { productType: 'insurance' },
        demoToken,
      );
      reservation = created.data.token;
      await saveSection(server, demoToken, reservation, applicant, 30);
      saveFew = await saveSection(server, demoToken, reservation, applicant);
    } finally {
      await server.stop();
    }

    const tokens = seed(path.join(dataDir, 'app.sqlite'), [10, 10_000], applicant);

    server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
    let list10;
    let list10k;
    let saveMany;
    try {
      // A warm-up of both, then the measured runs.
      await listPages(server, tokens[10], tokens[10_000]);
      [list10, list10k] = await listPages(server, tokens[10], tokens[10_000]);
      await saveSection(server, demoToken, reservation, applicant, 30);
      saveMany = await saveSection(server, demoToken, reservation, applicant);
    } finally {
      await server.stop();
    }

    const ratio = list10k.p50 / list10.p50;
    const rows = [
      row('business list page 1, 10 businesses: p50', list10.p50, 'ms'),
      row('  p99', list10.p99, 'ms'),
      row('business list page 1, 10,000 businesses: p50', list10k.p50, 'ms'),
      row('  p99', list10k.p99, 'ms'),
      row('ratio 10,000 / 10 (p50)', ratio, '×', { max: BUDGETS.ratio10kTo10 }),
      row('save a section, ~1 reservation: p50', saveFew.p50, 'ms'),
      row('  p99', saveFew.p99, 'ms'),
      row(`save a section, ${RESERVATIONS} reservations: p50`, saveMany.p50, 'ms'),
      row('  p99', saveMany.p99, 'ms'),
      row('ratio 1,000 / ~1 (p50)', saveMany.p50 / saveFew.p50, '×'),
    ];
    printTable(
      `Scale (SQLite; ${LIST_REQUESTS} list and ${SAVE_REQUESTS} save requests in a row each)`,
      rows,
    );
    return { rows, list10, list10k, saveFew, saveMany };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await run();
