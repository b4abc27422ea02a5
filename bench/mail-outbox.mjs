// The mail outbox (apps/server/src/notify/mail/): the cost of queueing one mail (enqueueMail, one insert
// in its own transaction) and of sending 1,000 queued mails with the worker (runDueMail: claims
// of 50, 4 sends at a time) to a local SMTP peer that accepts everything (smtp-server, in this
// process, with its 100 ms pause before greeting a new connection). On SQLite and on a private
// PostgreSQL cluster, with the worker's pooled mailer (connections kept open), and on SQLite once
// more with a new connection per mail (the plain mailer). The server's TypeScript is loaded
// through tsx; no build needed.
// Usage: node bench/mail-outbox.mjs
import fs from 'node:fs';
import {
  isMain,
  printTable,
  row,
  serverModule,
  startPostgres,
  startSmtpSink,
  summarise,
  tempDir,
} from './lib.mjs';

const MAILS = 1000;

async function measure(label, config, peer, { pool = true, enqueueRows = true } = {}) {
  const { openDatabase } = await serverModule('db/database.ts');
  const { migrateToLatest } = await serverModule('db/migrate.ts');
  const { enqueueMail } = await serverModule('notify/mail/outbox.ts');
  const { runDueMail } = await serverModule('notify/mail/outbox-worker.ts');
  const { createMailer } = await serverModule('notify/mail/mailer.ts');
  const { db } = await openDatabase(config);
  const mailer = createMailer(
    { smtpUrl: peer.url, mailFrom: 'bench@example.com', dataDir: config.dataDir },
    { info() {} },
    { pool },
  );
  try {
    await migrateToLatest(db, config);
    const enqueueUs = [];
    for (let i = 0; i < MAILS; i++) {
      const started = performance.now();
      await enqueueMail(db, {
        to: `member${i}@example.com`,
        kind: 'reminder',
        language: 'en-US',
        subject: `Payment due (${i})`,
        text: 'Your premium of HKD 1,000.00 is due on 2026-12-01.',
        dedupeKey: `bench:${i}`,
      });
      enqueueUs.push((performance.now() - started) * 1000);
    }
    const before = peer.received();
    const started = performance.now();
    const summary = await runDueMail({ db, mailer, instanceId: 'bench' });
    const sendMs = performance.now() - started;
    if (summary.sent !== MAILS || peer.received() - before !== MAILS) {
      throw new Error(`${label}: sent ${summary.sent}, received ${peer.received() - before}`);
    }
    const enqueue = summarise(enqueueUs);
    return {
      rows: [
        ...(enqueueRows
          ? [
              row(`${label}: enqueue one mail, p50`, enqueue.p50, 'µs'),
              row(`${label}: enqueue one mail, mean`, enqueue.mean, 'µs'),
            ]
          : []),
        row(`${label}: send ${MAILS} queued mails, total`, sendMs, 'ms'),
        row(`${label}: send, per mail`, sendMs / MAILS, 'ms'),
      ],
      enqueueP50Us: enqueue.p50,
      enqueueMeanUs: enqueue.mean,
      sendTotalMs: sendMs,
    };
  } finally {
    mailer.close();
    await db.destroy();
  }
}

export async function run() {
  const peer = await startSmtpSink();
  const dirs = [tempDir('outbox'), tempDir('outbox'), tempDir('outbox')];
  let postgres;
  try {
    const sqlite = await measure('SQLite', { dataDir: dirs[0] }, peer);
    const single = await measure('SQLite, new connection per mail', { dataDir: dirs[1] }, peer, {
      pool: false,
      enqueueRows: false,
    });
    postgres = await startPostgres();
    const pg = await measure('PostgreSQL', { dataDir: dirs[2], databaseUrl: postgres.url }, peer);
    const rows = [...sqlite.rows, ...pg.rows, ...single.rows];
    printTable(`Mail outbox (${MAILS} mails, local SMTP peer)`, rows);
    const figures = ({ rows: _rows, ...rest }) => rest;
    return {
      rows,
      sqlite: figures(sqlite),
      postgres: figures(pg),
      sqliteNewConnectionPerMail: figures(single),
    };
  } finally {
    postgres?.stop();
    await peer.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await run();
