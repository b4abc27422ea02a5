import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { enqueueMail } from '../src/notify/mail/outbox.ts';
import { runDueMail } from '../src/notify/mail/outbox-worker.ts';
import { freshPostgres, postgresEnv, testEnv } from './helpers.ts';
import { sampleMail } from './mail-outbox-helpers.ts';
import { useInstancesHarness } from './smtp-peer.ts';

/**
 * Server instances on one database, as after a restart or behind a load balancer: the outbox is
 * in the database, so a new instance sends what an old one queued, and two instances running the
 * worker at once send each mail once. On PostgreSQL under test:pg (the SKIP LOCKED claim), else
 * on one SQLite file (the single-statement claim).
 */
const harness = useInstancesHarness();

/** One database (a fresh PostgreSQL database or SQLite file) and a way to start instances on it. */
async function sharedDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-instances-'));
  const postgres = await freshPostgres();
  harness.onCleanup(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return async (env: Record<string, string> = {}): Promise<FastifyInstance> => {
    const config = loadConfig({
      ...testEnv(dataDir),
      SMTP_URL: harness.smtp.url,
      ...(postgres ? postgresEnv(postgres.url) : {}),
      ...env,
    });
    const app = await buildApp(config, { logger: false });
    await app.ready();
    // Closed before the database is dropped (cleanups run newest first).
    harness.onCleanup(() => app.close());
    return app;
  };
}

describe('the outbox across server instances', () => {
  it('sends after a restart what the stopped instance had queued, from its own timer', async () => {
    const start = await sharedDatabase();
    const before = await start();
    const mails = [sampleMail(), sampleMail(), sampleMail()];
    for (const mail of mails) await enqueueMail(before.ctx.db, mail);
    await before.close();
    expect(harness.smtp.state.received).toEqual([]);

    const after = await start({ MAIL_WORKER_INTERVAL_MS: '50' });
    await vi.waitFor(() => expect(harness.smtp.state.received).toHaveLength(3), {
      timeout: 10_000,
    });
    expect(new Set(harness.smtp.state.received.map((m) => m.to))).toEqual(
      new Set(mails.map((m) => m.to)),
    );
    // The peer has the mails a moment before the worker marks them.
    await vi.waitFor(async () => {
      const rows = await after.ctx.db.selectFrom('mail_outbox').select('status').execute();
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    });
    // Closing waits for a run under way and stops the timer: nothing runs on a closed database.
    await after.close();
  });

  it('two instances running the worker at once send each of 200 mails exactly once', async () => {
    const start = await sharedDatabase();
    const a = await start();
    const b = await start();
    const mails = Array.from({ length: 200 }, () => sampleMail());
    const now = Date.now();
    for (const mail of mails) await enqueueMail(a.ctx.db, mail, now);

    const runs = (app: FastifyInstance, instanceId: string) =>
      Array.from({ length: 10 }, () =>
        runDueMail({ db: app.ctx.db, mailer: app.ctx.mailer, now, instanceId, batch: 10 }),
      );
    const [fromA, fromB] = await Promise.all([
      Promise.all(runs(a, 'instance-a')),
      Promise.all(runs(b, 'instance-b')),
    ]);
    const sentBy = (summaries: typeof fromA) => summaries.reduce((n, s) => n + s.sent, 0);
    expect(sentBy(fromA) + sentBy(fromB)).toBe(200);
    // Both took part: the claims split the rows between them rather than one waiting.
    expect(sentBy(fromA)).toBeGreaterThan(0);
    expect(sentBy(fromB)).toBeGreaterThan(0);
    expect(
      [...fromA, ...fromB].every((s) => s.retried + s.failed + s.lost + s.deferred === 0),
    ).toBe(true);

    const counts = harness.smtp.countsByRecipient();
    expect(harness.smtp.state.received).toHaveLength(200);
    expect(mails.every((mail) => counts.get(mail.to) === 1)).toBe(true);
    const rows = await b.ctx.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('status', '=', 'sent')
      .where('attempts', '=', 1)
      .execute();
    expect(rows).toHaveLength(200);
  });
});
