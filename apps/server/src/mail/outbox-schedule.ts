import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { runDueMail } from './outbox-worker.ts';

export interface MailWorker {
  /** Waits for a run under way, then stops: call before closing the database. */
  stop(): Promise<void>;
}

/**
 * The outbox worker inside the server process: runs what is due every `intervalMs`
 * (MAIL_WORKER_INTERVAL_MS; 0 turns it off), one run at a time, the next timed from the end of
 * the last. What it has not sent stays in the database for the next run, here or on any other
 * instance, also after a restart.
 */
export function startMailWorker(options: {
  db: Db;
  mailer: Mailer;
  intervalMs: number;
  instanceId: string;
  log: FastifyBaseLogger;
}): MailWorker {
  const { intervalMs, log } = options;
  if (intervalMs <= 0) return { stop: async () => undefined };
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
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
