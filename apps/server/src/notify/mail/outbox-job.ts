import type { Job } from '../../jobs/job.ts';
import { runDueMail } from './outbox-worker.ts';

/**
 * Sends what the outbox holds (MAIL_WORKER_INTERVAL_MS): last in jobs:run, so mail the other jobs
 * queue goes out in the same run. Several instances share the rows through their leases
 * (outbox-worker.ts).
 */
export const mailOutboxJob: Job = {
  name: 'mailOutbox',
  run: ({ db, mailer, at, live, instanceId, keepGoing }) =>
    runDueMail({
      db,
      mailer,
      // The server's runs read the clock for every batch, as the claims' leases need.
      ...(live ? {} : { now: at }),
      instanceId,
      ...(keepGoing ? { keepGoing } : {}),
    }).then((summary) => ({ ...summary })),
};
