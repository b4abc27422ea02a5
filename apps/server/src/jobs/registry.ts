import { applicationRecordJob } from '../application-record/job.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../notify/mail/mailer.ts';
import { mailOutboxJob } from '../notify/mail/outbox-job.ts';
import { reminderJob } from '../notify/reminders.ts';
import { retentionJob } from '../retention/retention-job.ts';
import { newId } from '../sessions/tokens.ts';
import type { Job, JobConfig } from './job.ts';

/**
 * Every job that falls due with time, in the order `jobs:run` runs them: the reminders of
 * DESIGN.md (notify/reminders.ts), the application PDFs whose render failed after their submit
 * (application-record/job.ts), retention (retention/retention-job.ts), and the mail outbox last,
 * so the mail the others queue goes out in the same run. A new job is one line here (and its
 * interval setting in config.ts jobIntervalsMs); app.ts hands this list to the scheduler, the CLI
 * to runJobs. The jobs import only job.ts, never this list.
 */
export const registeredJobs: readonly Job[] = uniqueNames([
  reminderJob,
  applicationRecordJob,
  retentionJob,
  mailOutboxJob,
]);

function uniqueNames(jobs: readonly Job[]): readonly Job[] {
  const names = jobs.map((job) => job.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`job ${twice} is registered twice`);
  return Object.freeze([...jobs]);
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
  const ctx = {
    db: options.db,
    mailer: options.mailer,
    at,
    instanceId: options.instanceId ?? `jobs-${newId()}`,
    config: options.config,
  };
  const jobs: Record<string, Record<string, unknown>> = {};
  for (const job of options.jobs ?? registeredJobs) jobs[job.name] = await job.run(ctx);
  return { at: new Date(at).toISOString(), jobs };
}
