import type { Actor } from '../audit/audit-log.ts';
import type { Job } from '../jobs/job.ts';
import { fileStoreOf } from '../storage/open-store.ts';
import { dueRecords } from './repository.ts';
import { renderOrCount } from './service.ts';

/**
 * The application records still due: a render that failed after its submit (or never ran, the
 * process having stopped in between). Built into the job registry, so `jobs:run` and the server's
 * timer both run it; several instances may, and each record is attached once (service.ts).
 */
export const MAX_RECORD_ATTEMPTS = 10;
/** A record this young is being rendered by its submit call: left to it. */
export const RECORD_GRACE_MS = 60_000;
const BATCH = 20;

const systemActor: Actor = { type: 'system', id: null, name: 'application record job' };

export const applicationRecordJob: Job = {
  name: 'applicationRecords',
  async run({ db, at, config }) {
    const due = await dueRecords(db, {
      before: at - RECORD_GRACE_MS,
      maxAttempts: MAX_RECORD_ATTEMPTS,
      limit: BATCH,
    });
    const summary = { rendered: 0, failed: 0 };
    // A failure is kept in the record (last_error) and counted here.
    const ctx = { db, files: fileStoreOf(db, config), timeZone: config.reminderTimeZone };
    for (const record of due) {
      const outcome = await renderOrCount(ctx, record, systemActor);
      if (outcome === 'rendered') summary.rendered += 1;
      if (outcome === 'failed') summary.failed += 1;
    }
    return summary;
  },
};
