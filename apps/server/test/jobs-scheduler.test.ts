import { isoDateToday } from '@app/contract/dates';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { applicationRecordJob } from '../src/application-record/job.ts';
import type { Job } from '../src/jobs/job.ts';
import { startScheduler } from '../src/jobs/scheduler.ts';
import { mailOutboxJob } from '../src/notify/mail/outbox-job.ts';
import { enqueueMail } from '../src/notify/mail/outbox.ts';
import { addDays, reminderJob } from '../src/notify/reminders.ts';
import { retentionJob } from '../src/retention/retention-job.ts';
import type { TestApp } from './helpers.ts';
import { resetOutbox, sampleMail } from './mail-outbox-helpers.ts';
import {
  mailsOfMember,
  memberIn,
  noticesOfMember,
  notifyApp,
  sharedBusiness,
} from './notify-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/**
 * The server's scheduler (jobs/scheduler.ts): every job of the registry on its own timer, each
 * with its own setting (MAIL_WORKER_INTERVAL_MS for the outbox, REMINDERS_INTERVAL_MS,
 * APPLICATION_RECORDS_INTERVAL_MS, RETENTION_INTERVAL_MS); 0 stops that job and no other.
 */
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp?.stop();
});

let apps: TestApp[] = [];
beforeEach(() => {
  onTestFinished(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });
});

/** An app whose timers run as `env` says (the tests' default keeps every job off). */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await notifyApp(smtp, env);
  apps.push(t);
  await resetOutbox(t, smtp);
  return t;
}

/** A business whose payment falls due in 3 days (Hong Kong), so the reminders have work. */
async function paymentDueSoon(t: TestApp) {
  const member = await memberIn(t, 'en-US');
  const other = await memberIn(t, 'zh-CN');
  const businessId = await sharedBusiness(t, member, other);
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ next_payment_date: addDays(isoDateToday(), 3), cooling_off_expiry: null })
    .where('id', '=', businessId)
    .execute();
  return member;
}

/** Counts a job's runs (calling through) until the test ends. */
function countRuns(job: Job) {
  const spy = vi.spyOn(job, 'run');
  onTestFinished(() => spy.mockRestore());
  return spy;
}

describe('the scheduler in the server', () => {
  it('MAIL_WORKER_INTERVAL_MS=0 stops the outbox only: the reminders still run and queue their mail', async () => {
    const t = await appWith({ MAIL_WORKER_INTERVAL_MS: '0', REMINDERS_INTERVAL_MS: '50' });
    const member = await paymentDueSoon(t);
    await vi.waitFor(
      async () => {
        const notices = await noticesOfMember(t, member.id);
        expect(notices.map((notice) => notice.kind)).toEqual(['reminder']);
      },
      { timeout: 10_000 },
    );
    // Queued for the outbox, which nothing runs: the mail waits in the database.
    const mails = await mailsOfMember(t, member.id);
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([['reminder', 'queued']]);
    expect(smtp.state.received).toEqual([]);
  });

  it("a job's setting 0 stops that job only: REMINDERS_INTERVAL_MS=0 with the outbox on", async () => {
    const t = await appWith({ MAIL_WORKER_INTERVAL_MS: '50', REMINDERS_INTERVAL_MS: '0' });
    const member = await paymentDueSoon(t);
    const mail = sampleMail();
    await enqueueMail(t.app.ctx.db, mail);
    await vi.waitFor(() => expect(smtp.countsByRecipient().get(mail.to)).toBe(1), {
      timeout: 10_000,
    });
    // The reminders' timer never started: their payment reminder is not told.
    expect(await noticesOfMember(t, member.id)).toEqual([]);
    expect(await mailsOfMember(t, member.id)).toEqual([]);
  });

  it('runs each job on its own interval, and none whose setting is 0', async () => {
    const runs = {
      reminders: countRuns(reminderJob),
      applicationRecords: countRuns(applicationRecordJob),
      retention: countRuns(retentionJob),
      mailOutbox: countRuns(mailOutboxJob),
    };
    await appWith({
      MAIL_WORKER_INTERVAL_MS: '0',
      REMINDERS_INTERVAL_MS: '0',
      APPLICATION_RECORDS_INTERVAL_MS: '30',
      RETENTION_INTERVAL_MS: '30',
    });
    // Each runs again after its run ends.
    await vi.waitFor(() => {
      expect(runs.retention.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(runs.applicationRecords.mock.calls.length).toBeGreaterThanOrEqual(2);
    });
    expect(runs.reminders).not.toHaveBeenCalled();
    expect(runs.mailOutbox).not.toHaveBeenCalled();
    // Given the clock's time and told to read it again (the outbox's leases).
    expect(runs.retention.mock.calls[0]?.[0]).toMatchObject({ live: true });
  });
});

describe('startScheduler', () => {
  const quiet = Fastify({ logger: { level: 'silent' } }).log;

  it('keeps running a job that throws, without holding up the others', async () => {
    let failures = 0;
    let successes = 0;
    const failing: Job = {
      name: 'failing',
      run: async () => {
        failures += 1;
        throw new Error('database out');
      },
    };
    const counting: Job = {
      name: 'counting',
      run: async () => ({ done: (successes += 1) }),
    };
    const warn = vi.spyOn(quiet, 'warn');
    onTestFinished(() => warn.mockRestore());
    const scheduler = startScheduler({
      jobs: [failing, counting],
      intervalsMs: { failing: 10, counting: 10 },
      // The jobs above use nothing of the context.
      db: {} as never,
      mailer: { send: async () => undefined, close: () => undefined },
      config: {} as never,
      instanceId: 'scheduler-test',
      log: quiet,
    });
    onTestFinished(() => scheduler.stop());
    await vi.waitFor(() => {
      expect(failures).toBeGreaterThanOrEqual(2);
      expect(successes).toBeGreaterThanOrEqual(2);
    });
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'failing run failed');
  });

  it('stop() waits for a run under way and starts no other', async () => {
    let release: () => void = () => undefined;
    let started = 0;
    const slow: Job = {
      name: 'slow',
      run: () => {
        started += 1;
        return new Promise((resolve) => {
          release = () => resolve({});
        });
      },
    };
    const scheduler = startScheduler({
      jobs: [slow],
      intervalsMs: { slow: 10 },
      db: {} as never,
      mailer: { send: async () => undefined, close: () => undefined },
      config: {} as never,
      instanceId: 'scheduler-test',
      log: quiet,
    });
    await vi.waitFor(() => expect(started).toBe(1));
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(started).toBe(1);
  });

  it('refuses a job without an interval setting', () => {
    expect(() =>
      startScheduler({
        jobs: [{ name: 'unset', run: async () => ({}) }],
        intervalsMs: {},
        db: {} as never,
        mailer: { send: async () => undefined, close: () => undefined },
        config: {} as never,
        instanceId: 'scheduler-test',
        log: quiet,
      }),
    ).toThrow(/unset has no interval/);
  });
});
