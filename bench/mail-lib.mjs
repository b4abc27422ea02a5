// What the mail benches (mail-outbox.mjs, notify.mjs) share: a local SMTP peer, their data
// folders and PostgreSQL, a migrated database with a mailer, and the sending figures.
import fs from 'node:fs';
import { row, serverModule, startPostgres, tempDir } from './lib.mjs';

/**
 * A local SMTP peer that accepts every mail and counts them (smtp-server, in this process, with
 * its 100 ms pause before greeting a new connection).
 */
export async function startSmtpSink() {
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  const peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 per connection: the peer's own cost is not what is measured.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${peer.server.address().port}`,
    received: () => received,
    stop: () => new Promise((resolve) => peer.close(resolve)),
  };
}

/**
 * A mail bench's surroundings: a local SMTP peer, `count` temporary data folders and a PostgreSQL
 * started when `postgres()` is first called; all stopped and removed once `body` ends.
 */
export async function withMailPeer(prefix, count, body) {
  const peer = await startSmtpSink();
  const dirs = Array.from({ length: count }, () => tempDir(prefix));
  let postgres;
  try {
    return await body({ peer, dirs, postgres: async () => (postgres ??= await startPostgres()) });
  } finally {
    postgres?.stop();
    await peer.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A migrated database (`config`: openDatabase's) and a mailer to `peer` for one mail
 * measurement; both closed once `body` ends.
 */
export async function withMailDb(config, peer, { pool = true }, body) {
  const { openDatabase } = await serverModule('db/database.ts');
  const { migrateToLatest } = await serverModule('db/migrate.ts');
  const { createMailer } = await serverModule('notify/mail/mailer.ts');
  const { db } = await openDatabase(config);
  const mailer = createMailer(
    { smtpUrl: peer.url, mailFrom: 'bench@example.com', dataDir: config.dataDir },
    { info() {} },
    { pool },
  );
  try {
    await migrateToLatest(db, config);
    return await body({ db, mailer });
  } finally {
    mailer.close();
    await db.destroy();
  }
}

/** A mail bench's sending figures: all `count` mails, and per mail. */
export const sendRows = (label, sendMs, count, what = 'queued mails') => [
  row(`${label}: send ${count} ${what}, total`, sendMs, 'ms'),
  row(`${label}: send, per mail`, sendMs / count, 'ms'),
];
