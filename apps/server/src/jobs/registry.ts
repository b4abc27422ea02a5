import { applicationRecordJob } from '../application-record/job.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { runDueMail } from '../mail/outbox-worker.ts';
import { reminderJob } from '../notify/reminders.ts';
import { retentionJob } from '../retention/retention-job.ts';
import { newId } from '../sessions/tokens.ts';

/** What a job gets: the database, the mailer, and the time to run as if at (epoch ms). */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  at: number;
  instanceId: string;
  /** Links in mail (PUBLIC_URL …), the reminders' time zone, where files are stored. */
  config: JobConfig;
}

export type JobConfig = Pick<
  Config,
  'publicUrl' | 'host' | 'port' | 'tls' | 'reminderTimeZone' | 'dataDir'
>;

/** Work that falls due with time: it does what is due at `at` and answers what it did. */
export interface Job {
  name: string;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

/** Sends what the outbox holds: last, so mail the other jobs queue goes out in the same run. */
export const mailOutboxJob: Job = {
  name: 'mailOutbox',
  run: ({ db, mailer, at, instanceId }) =>
    runDueMail({ db, mailer, now: at, instanceId }).then((summary) => ({ ...summary })),
};

const scheduled: Job[] = [];

/**
 * Built in, first: the reminders of DESIGN.md (notify/reminders.ts), the application PDFs whose
 * render failed after their submit (application-record/job.ts), then retention
 * (retention/retention-job.ts), whose warnings are mail too.
 */
const builtIn: readonly Job[] = [reminderJob, applicationRecordJob, retentionJob];

/**
 * Adds a job that runs after the built-in ones and before the outbox in every `runJobs`, in every
 * server of this process. Answers a function that takes it out again.
 */
export function registerJob(job: Job): () => void {
  const taken = [...builtIn, mailOutboxJob, ...scheduled].some((j) => j.name === job.name);
  if (taken) {
    throw new Error(`job ${job.name} is registered already`);
  }
  scheduled.push(job);
  return () => {
    const at = scheduled.indexOf(job);
    if (at >= 0) scheduled.splice(at, 1);
  };
}

export function registeredJobs(): readonly Job[] {
  return [...builtIn, ...scheduled, mailOutboxJob];
}

/** The jobs the server's timer runs every few minutes before it sends mail: all but the outbox. */
export function timedJobs(): readonly Job[] {
  return [...builtIn, ...scheduled];
}

export interface JobsSummary {
  at: string;
  jobs: Record<string, Record<string, unknown>>;
}

/**
 * Runs every job, one after the other, as if at `at` (`npm run admin -- jobs:run [--at <ISO>]`):
 * each job's summary under its name. A job that throws stops the run: what it could not do is
 * still due next time.
 */
export async function runJobs(options: {
  db: Db;
  mailer: Mailer;
  config: JobConfig;
  at?: number;
  instanceId?: string;
  jobs?: readonly Job[];
}): Promise<JobsSummary> {
  const at = options.at ?? Date.now();
  const ctx: JobContext = {
    db: options.db,
    mailer: options.mailer,
    at,
    instanceId: options.instanceId ?? `jobs-${newId()}`,
    config: options.config,
  };
  const jobs: Record<string, Record<string, unknown>> = {};
  for (const job of options.jobs ?? registeredJobs()) jobs[job.name] = await job.run(ctx);
  return { at: new Date(at).toISOString(), jobs };
}
