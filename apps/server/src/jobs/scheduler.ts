import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../notify/mail/mailer.ts';
import type { Job, JobConfig } from './job.ts';

/** A job's first run comes this soon after start, or after its interval if that is shorter. */
export const FIRST_RUN_MS = 5_000;

export interface Scheduler {
  /** Waits for the runs under way, then stops every timer: call before closing the database. */
  stop(): Promise<void>;
}

/** One run of a job as the scheduler saw it (monitoring/metrics.ts counts them). */
export interface JobRun {
  job: string;
  ok: boolean;
  seconds: number;
  /** Epoch ms. */
  endedAt: number;
}

/** True when a summary counts anything (a run that did nothing is not logged). */
const didSomething = (summary: Record<string, unknown>) =>
  Object.values(summary).some((n) => Number(n) > 0);

/**
 * Runs every job of `jobs` inside the server process on its own timer: every
 * `intervalsMs[job.name]` ms (0: never; `npm run admin -- jobs:run` still runs it), the first run
 * FIRST_RUN_MS after start, one run of a job at a time, the next timed from the end of the last.
 * A job that throws is logged and runs again at its next time; the others are not held up. What
 * a run leaves (mail not sent, reminders not told) is in the database for the next run, here or
 * on any other instance, also after a restart.
 */
export function startScheduler(options: {
  jobs: readonly Job[];
  /** Per job name, in ms (config.ts jobIntervalsMs); a job without one is a programming error. */
  intervalsMs: Readonly<Record<string, number>>;
  db: Db;
  mailer: Mailer;
  config: JobConfig;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Told after every run, failed or not (the metrics). */
  onRun?: (run: JobRun) => void;
}): Scheduler {
  const { jobs, intervalsMs, log } = options;
  for (const job of jobs) {
    if (intervalsMs[job.name] === undefined) throw new Error(`job ${job.name} has no interval`);
  }
  let stopping = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const runOnce = async (job: Job) => {
    const { db, mailer, config, instanceId } = options;
    const started = performance.now();
    let ok = false;
    try {
      const summary = await job.run({
        db,
        mailer,
        at: Date.now(),
        live: true,
        instanceId,
        config,
        keepGoing: () => !stopping,
      });
      ok = true;
      if (didSomething(summary)) log.info({ [job.name]: summary }, `${job.name} run`);
    } catch (error) {
      // The database or the network is out: what is due waits for the next run.
      log.warn({ err: error }, `${job.name} run failed`);
    }
    const seconds = (performance.now() - started) / 1000;
    options.onRun?.({ job: job.name, ok, seconds, endedAt: Date.now() });
  };

  const schedule = (job: Job, delayMs: number) => {
    if (stopping) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(job).finally(() => {
        running.delete(run);
        schedule(job, intervalsMs[job.name] ?? 0);
      });
      running.add(run);
    }, delayMs);
    // A waiting timer never keeps the process alive.
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) {
    const everyMs = intervalsMs[job.name] ?? 0;
    if (everyMs > 0) schedule(job, Math.min(everyMs, FIRST_RUN_MS));
  }
  return {
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
