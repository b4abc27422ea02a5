import type { Job } from '../jobs/job.ts';
import { appBaseUrl } from '../notify/links.ts';
import { fileStoreOf } from '../storage/open-store.ts';
import { expireDrafts } from './drafts.ts';
import { removeOrphanUploads } from './orphan-uploads.ts';
import { blankOldMail } from './sent-mail.ts';

/**
 * Retention (DESIGN.md, docs/privacy.md): drafts not submitted within 90 days (warned 7 days
 * before), files no reservation uses after a day, and the words of mails sent 90 days ago. A job
 * of the registry: `jobs:run [--at]` and the server's timer, with the reminders.
 */
export const retentionJob: Job = {
  name: 'retention',
  run: async ({ db, at, config }) => {
    const files = fileStoreOf(db, config);
    return {
      ...(await expireDrafts(db, {
        at,
        baseUrl: appBaseUrl(config),
        timeZone: config.reminderTimeZone,
        files,
      })),
      ...(await removeOrphanUploads(db, { at, files })),
      ...(await blankOldMail(db, at)),
    };
  },
};
