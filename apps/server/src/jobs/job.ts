import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../notify/mail/mailer.ts';

/**
 * What a job is and what it is given. Jobs import only this module: the registry that lists them
 * (registry.ts) and the scheduler that times them (scheduler.ts) import the jobs, never the other
 * way round.
 */
export type JobConfig = Pick<
  Config,
  'publicUrl' | 'host' | 'port' | 'tls' | 'reminderTimeZone' | 'dataDir' | 'fileStore'
>;

/** What a job gets: the database, the mailer, and the time to run as if at (epoch ms). */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  at: number;
  instanceId: string;
  /** Links in mail (PUBLIC_URL …), the reminders' time zone, where files are stored. */
  config: JobConfig;
  /**
   * The scheduler's runs: `at` is the clock's time, and a job that runs long reads the clock again
   * for later moments (the outbox's leases). Unset (jobs:run --at): everything as if at `at`.
   */
  live?: boolean;
  /** Asked by a job that works in batches; false: the server is closing, stop between batches. */
  keepGoing?: () => boolean;
}

/**
 * Work that falls due with time: it does what is due at `at` and answers what it did. Safe to run
 * on several instances at once, each job by its own means (the outbox's leases, the reminders'
 * occasions, the records' conditional attach).
 */
export interface Job {
  /** Its key in jobs:run's summary and in JOB settings (config.ts jobIntervalsMs). */
  name: string;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}
