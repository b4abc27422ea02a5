// The cost of an event (notify/, DESIGN.md "Messages, e-mail and reminders"): a staff status
// change (business-service changeStatus: the write, its history, its audit entry and, in the same
// transaction, a notice and a queued mail for each of the business's 2 members), against the
// notify step alone (notifyMembers in its own transaction: recipients, 2 notices, 2 preference
// reads, 2 outbox rows); then the worker sending the 1,000 event mails those changes queued to a
// local SMTP peer (pooled mailer). On SQLite and on a private PostgreSQL cluster. Measured, not
// asserted. The server's TypeScript is loaded through tsx; no build needed.
// Usage: node bench/notify.mjs
import { figuresOf, isMain, printTable, row, serverModule, summarise } from './lib.mjs';
import { sendRows, withMailDb, withMailPeer } from './mail-lib.mjs';

const BUSINESSES = 100;
/** Status changes measured: each queues 2 mails, so 500 changes queue 1,000 mails. */
const CHANGES = 500;

/** BUSINESSES businesses, each seen by a zh-CN and an en-US member. */
async function seed(db) {
  const { createBusiness } = await serverModule('db/businesses-repository.ts');
  const now = Date.now();
  const ids = [];
  for (let i = 0; i < BUSINESSES; i++) {
    const members = [`zh-${i}`, `en-${i}`];
    for (const [n, id] of members.entries()) {
      await db
        .insertInto('members')
        .values({
          id,
          name: id,
          mobile: '13800138000',
          email: `${id}@example.com`,
          password_hash: 'x',
          language: n === 0 ? 'zh-CN' : 'en-US',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const id = `b-${i}`;
    await createBusiness(db, {
      row: {
        id,
        owner_id: members[0],
        order_no: `BENCH${String(i).padStart(5, '0')}`,
        status: 'submitted',
        product_type: 'insurance',
        created_at: now,
        updated_at: now,
      },
      memberIds: members,
      history: [{ to: 'submitted', note: '', at: now }],
    });
    ids.push(id);
  }
  return ids;
}

async function measure(label, env, peer) {
  const { loadConfig } = await serverModule('config.ts');
  const { runDueMail } = await serverModule('notify/mail/outbox-worker.ts');
  const { changeStatus } = await serverModule('features/admin/business-service.ts');
  const { scriptAccess } = await serverModule('features/admin/access.ts');
  const { notifyMembers } = await serverModule('notify/events.ts');
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: '0', ...env });
  return withMailDb(config, peer, { pool: true }, async ({ db, mailer }) => {
    const ids = await seed(db);
    const ctx = { db, config, mailer, access: scriptAccess };
    const statuses = ['reviewing', 'pendingUnderwriting'];
    const withNotify = [];
    for (let i = 0; i < CHANGES; i++) {
      const id = ids[i % ids.length];
      const status = statuses[Math.floor(i / ids.length) % 2];
      const started = performance.now();
      await changeStatus(ctx, id, { status, note: 'bench' });
      withNotify.push((performance.now() - started) * 1000);
    }
    const queued = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // The send: the 1,000 event mails those changes queued.
    const before = peer.received();
    const sendStarted = performance.now();
    const summary = await runDueMail({ db, mailer, instanceId: 'bench' });
    const sendMs = performance.now() - sendStarted;
    if (summary.sent !== Number(queued.n) || peer.received() - before !== summary.sent) {
      throw new Error(`${label}: queued ${queued.n}, sent ${summary.sent}`);
    }
    // The notify step alone, on the same businesses (fresh occasions, so nothing is skipped).
    const notifyOnly = [];
    for (let i = 0; i < CHANGES; i++) {
      const event = {
        type: 'statusChanged',
        businessId: ids[i % ids.length],
        changeId: `bench-${i}`,
        from: 'reviewing',
        to: 'pendingUnderwriting',
        note: 'bench',
      };
      const started = performance.now();
      await db
        .transaction()
        .execute((trx) => notifyMembers(trx, event, { baseUrl: 'https://app.example.com' }));
      notifyOnly.push((performance.now() - started) * 1000);
    }
    const full = summarise(withNotify);
    const step = summarise(notifyOnly);
    return {
      rows: [
        row(`${label}: status change with notify, p50`, full.p50, 'µs'),
        row(`${label}: status change with notify, mean`, full.mean, 'µs'),
        row(`${label}: notify step alone (2 members), p50`, step.p50, 'µs'),
        row(`${label}: notify step alone (2 members), mean`, step.mean, 'µs'),
        row(
          `${label}: status change without notify (difference of means)`,
          full.mean - step.mean,
          'µs',
        ),
        ...sendRows(label, sendMs, summary.sent, 'event mails'),
      ],
      statusChangeP50Us: full.p50,
      statusChangeMeanUs: full.mean,
      notifyP50Us: step.p50,
      notifyMeanUs: step.mean,
      mails: summary.sent,
      sendTotalMs: sendMs,
    };
  });
}

export async function run() {
  return withMailPeer('notify', 2, async ({ peer, dirs, postgres }) => {
    const sqlite = await measure('SQLite', { DATA_DIR: dirs[0] }, peer);
    const pg = await measure('PostgreSQL', { DATA_DIR: dirs[1], ...(await postgres()).env }, peer);
    const rows = [...sqlite.rows, ...pg.rows];
    printTable(
      `Events: a status change and its notify step (${CHANGES} changes, 2 members each)`,
      rows,
    );
    return { rows, sqlite: figuresOf(sqlite), postgres: figuresOf(pg) };
  });
}

if (isMain(import.meta.url)) await run();
