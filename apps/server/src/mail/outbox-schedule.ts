import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { timedJobs } from '../jobs/registry.ts';
import type { JobConfig } from '../jobs/registry.ts';
import type { Mailer } from './mailer.ts';
import { runDueMail } from './outbox-worker.ts';

/**
 * How often the timer runs the reminders and retention (each occasion is told once, and each
 * removal done once, whoever runs it).
 */
export const REMINDERS_EVERY_MS = 5 * 60_000;

export interface MailWorker {
  /** Waits for a run under way, then stops: call before closing the database. */
  stop(): Promise<void>;
}

/**
 * The outbox worker inside the server process: runs what is due every `intervalMs`
 * (MAIL_WORKER_INTERVAL_MS; 0 turns it off), one run at a time, the next timed from the end of
 * the last. Every REMINDERS_EVERY_MS (and on its first run) it first runs the timed jobs of
 * jobs/registry.ts (reminders, application PDFs still due, retention), so the mail they queue goes out in the same run. What
 * it has not sent stays in the database for the next run, here or on any other instance, also
 * after a restart.
 */
export function startMailWorker(options: {
  db: Db;
  mailer: Mailer;
  intervalMs: number;
  instanceId: string;
  log: FastifyBaseLogger;
  /** For the timed jobs (reminders, retention); without it the timer only sends mail. */
  config?: JobConfig;
  remindersEveryMs?: number;
}): MailWorker {
  const { intervalMs, log } = options;
  if (intervalMs <= 0) return { stop: async () => undefined };
  const remindersEveryMs = options.remindersEveryMs ?? REMINDERS_EVERY_MS;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let remindedAt = -Infinity;

  const remind = async () => {
    const { config } = options;
    const now = Date.now();
    if (!config || now - remindedAt < remindersEveryMs) return;
    remindedAt = now;
    const { db, mailer, instanceId } = options;
    // Each job on its own: one that fails leaves the others and the mail to run.
    for (const job of timedJobs()) {
      try {
        const summary = await job.run({ db, mailer, at: now, instanceId, config });
        if (Object.values(summary).some((n) => Number(n) > 0))
          log.info({ [job.name]: summary }, job.name);
      } catch (error) {
        log.warn({ err: error }, `${job.name} run failed`);
      }
    }
  };

  const tick = async () => {
    await remind();
    try {
      const summary = await runDueMail({ ...options, keepGoing: () => !stopping });
      if (summary.sent + summary.retried + summary.failed + summary.lost > 0) {
        log.info({ mail: summary }, 'mail outbox run');
      }
    } catch (error) {
      // The database or the network is out: the rows wait for the next run.
      log.warn({ err: error }, 'mail outbox run failed');
    }
  };
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    // A waiting worker never keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
