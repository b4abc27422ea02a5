// The mail outbox (apps/server/src/notify/mail/): the cost of queueing one mail (enqueueMail, one insert
// in its own transaction) and of sending 1,000 queued mails with the worker (runDueMail: claims
// of 50, 4 sends at a time) to a local SMTP peer that accepts everything (smtp-server, in this
// process, with its 100 ms pause before greeting a new connection). On SQLite and on a private
// PostgreSQL cluster, with the worker's pooled mailer (connections kept open), and on SQLite once
// more with a new connection per mail (the plain mailer). The server's TypeScript is loaded
// through tsx; no build needed.
// Usage: node bench/mail-outbox.mjs
import { figuresOf, isMain, printTable, row, serverModule, summarise } from './lib.mjs';
import { sendRows, withMailDb, withMailPeer } from './mail-lib.mjs';

const MAILS = 1000;

async function measure(label, config, peer, { pool = true, enqueueRows = true } = {}) {
  const { enqueueMail } = await serverModule('notify/mail/outbox.ts');
  const { runDueMail } = await serverModule('notify/mail/outbox-worker.ts');
  return withMailDb(config, peer, { pool }, async ({ db, mailer }) => {
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
        ...sendRows(label, sendMs, MAILS),
      ],
      enqueueP50Us: enqueue.p50,
      enqueueMeanUs: enqueue.mean,
      sendTotalMs: sendMs,
    };
  });
}

export async function run() {
  return withMailPeer('outbox', 3, async ({ peer, dirs, postgres }) => {
    const sqlite = await measure('SQLite', { dataDir: dirs[0] }, peer);
    const single = await measure('SQLite, new connection per mail', { dataDir: dirs[1] }, peer, {
      pool: false,
      enqueueRows: false,
    });
    const { url } = await postgres();
    const pg = await measure('PostgreSQL', { dataDir: dirs[2], databaseUrl: url }, peer);
    const rows = [...sqlite.rows, ...pg.rows, ...single.rows];
    printTable(`Mail outbox (${MAILS} mails, local SMTP peer)`, rows);
    return {
      rows,
      sqlite: figuresOf(sqlite),
      postgres: figuresOf(pg),
      sqliteNewConnectionPerMail: figuresOf(single),
    };
  });
}

if (isMain(import.meta.url)) await run();
