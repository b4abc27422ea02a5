import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { UsageError, commands } from '../src/features/admin/cli-commands.ts';
import type { Job } from '../src/jobs/job.ts';
import { registeredJobs, runJobs } from '../src/jobs/registry.ts';
import { mailOutboxJob } from '../src/notify/mail/outbox-job.ts';
import { enqueueMail } from '../src/notify/mail/outbox.ts';
import { buildTestApp, postgresEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { outboxRow, resetOutbox, sampleMail } from './mail-outbox-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/** `npm run admin -- jobs:run [--at <ISO time>]`: what is due at that time, run once. */
let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => resetOutbox(t, smtp));

/** A CLI command line on the test app's context, as `npm run admin -- ...` runs it. */
async function cli(line: string[]): Promise<any> {
  const args = parseArgs(line);
  const run = commands[args.command];
  if (!run) throw new Error(`no command ${args.command}`);
  return run({ ...t.app.ctx, access: scriptAccess }, args);
}

const DUE = Date.parse('2030-01-15T09:00:00Z');
/** The built-in reminders job's summary when nothing is due (notify-reminders.test.ts tells more). */
const NO_REMINDERS = {
  reservationOpen: 0,
  paymentDue14: 0,
  paymentDue3: 0,
  paymentOverdue: 0,
  coolingOff: 0,
};
/** The built-in application PDF job's summary when none is due (application-record.test.ts). */
const NO_RECORDS = { rendered: 0, failed: 0 };
/** The retention job's summary when nothing is due (retention.test.ts tells more). */
const NO_RETENTION = { draftsWarned: 0, draftsDeleted: 0, filesDeleted: 0, mailsBlanked: 0 };

describe('jobs:run', () => {
  it('sends the mail due at --at, and nothing that is due later', async () => {
    const mail = sampleMail({ sendAt: DUE });
    await enqueueMail(t.app.ctx.db, mail);
    expect(await cli(['jobs:run', '--at', '2030-01-15T08:59:59Z'])).toEqual({
      at: '2030-01-15T08:59:59.000Z',
      jobs: {
        reminders: NO_REMINDERS,
        applicationRecords: NO_RECORDS,
        retention: NO_RETENTION,
        mailOutbox: { sent: 0, retried: 0, failed: 0, lost: 0, deferred: 0 },
      },
    });
    expect(smtp.state.attempts).toBe(0);
    // Another zone, the same moment.
    expect(await cli(['jobs:run', '--at', '2030-01-15T17:00:00+08:00'])).toEqual({
      at: '2030-01-15T09:00:00.000Z',
      jobs: {
        reminders: NO_REMINDERS,
        applicationRecords: NO_RECORDS,
        retention: NO_RETENTION,
        mailOutbox: { sent: 1, retried: 0, failed: 0, lost: 0, deferred: 0 },
      },
    });
    expect(smtp.countsByRecipient().get(mail.to)).toBe(1);
    expect(await outboxRow(t, mail.to)).toMatchObject({ status: 'sent', sent_at: DUE });
  });

  it('without --at runs as of now', async () => {
    const mail = sampleMail();
    await enqueueMail(t.app.ctx.db, mail);
    const summary = await cli(['jobs:run']);
    expect(Math.abs(Date.parse(summary.at) - Date.now())).toBeLessThan(60_000);
    expect(summary.jobs.mailOutbox.sent).toBe(1);
  });

  it('refuses an --at that is not an ISO time as a usage error', async () => {
    for (const at of ['tomorrow', '2030-13-45T09:00:00Z', '15/01/2030', 'true']) {
      await expect(cli(['jobs:run', '--at', at])).rejects.toBeInstanceOf(UsageError);
    }
  });

  it('runs the registry in order, the outbox last, so the mail a job queues goes out in the same run', async () => {
    expect(registeredJobs.map((job) => job.name)).toEqual([
      'reminders',
      'applicationRecords',
      'retention',
      'mailOutbox',
    ]);
    const to = sampleMail().to;
    // A job added the way the registry adds one: a value in the list, before the outbox.
    const testReminders: Job = {
      name: 'testReminders',
      run: async ({ db, at }) => {
        // Once per occasion, however often the job runs.
        const queued = await enqueueMail(
          db,
          sampleMail({ to, dedupeKey: `reminder:test:${to}`, sendAt: at }),
          at,
        );
        return { queued: queued ? 1 : 0 };
      },
    };
    const jobs = [...registeredJobs.filter((job) => job !== mailOutboxJob), testReminders];
    const run = (at: string) =>
      runJobs({
        db: t.app.ctx.db,
        mailer: t.app.ctx.mailer,
        config: t.config,
        at: Date.parse(at),
        jobs: [...jobs, mailOutboxJob],
      });
    const first = await run('2030-02-01T00:00:00Z');
    expect(first.jobs).toEqual({
      reminders: NO_REMINDERS,
      applicationRecords: NO_RECORDS,
      retention: NO_RETENTION,
      testReminders: { queued: 1 },
      mailOutbox: { sent: 1, retried: 0, failed: 0, lost: 0, deferred: 0 },
    });
    const again = await run('2030-02-02T00:00:00Z');
    expect(again.jobs.testReminders).toEqual({ queued: 0 });
    expect(smtp.countsByRecipient().get(to)).toBe(1);
  });
});

describe('npm run admin -- jobs:run', () => {
  it('prints the summary as JSON and sends over SMTP_URL on the configured database', async () => {
    const mail = sampleMail({ sendAt: DUE });
    await enqueueMail(t.app.ctx.db, mail);
    const serverDir = path.resolve(import.meta.dirname, '..');
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl ? postgresEnv(t.config.databaseUrl) : { DATABASE_URL: '' }),
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      INIT_CWD: serverDir,
    };
    // Asynchronous: the SMTP peer answering the CLI lives in this process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(serverDir, '../../node_modules/tsx/dist/cli.mjs'),
        'src/features/admin/cli.ts',
        'jobs:run',
        '--at',
        '2030-01-15T09:00:00Z',
      ],
      { cwd: serverDir, env },
    );
    expect(JSON.parse(stdout)).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        at: '2030-01-15T09:00:00.000Z',
        jobs: {
          reminders: NO_REMINDERS,
          applicationRecords: NO_RECORDS,
          retention: NO_RETENTION,
          mailOutbox: { sent: 1, retried: 0, failed: 0, lost: 0, deferred: 0 },
        },
      },
    });
    expect(smtp.countsByRecipient().get(mail.to)).toBe(1);
    expect(await outboxRow(t, mail.to)).toMatchObject({ status: 'sent' });
  });
});
