import { REMITTANCE_SLIP_KIND } from '@app/contract/calls/reservation';
import type { Language } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import type { ReceivedFile } from '../../http/multipart.ts';
import { keepUpload, refused } from './keep-upload.ts';
import type { UploadSettings } from './keep-upload.ts';
import { exceedsQuota } from './quota.ts';
import * as repo from './uploads-repository.ts';

/**
 * platform/upload with kind remittanceSlip and no reservation token (DESIGN.md): the member's own
 * file, judged like a reservation's scan (an image or a PDF, by its bytes) and counted in the
 * same quota. Whose it is, is all that says who may read it or use it in a remittance.
 */
export async function acceptOwnFile(
  db: Db,
  settings: UploadSettings,
  request: { file: ReceivedFile; memberId: string; lang: Language },
) {
  const { memberId, lang } = request;
  // A scan kind's rule: images (JPEG, PNG, WebP) or PDF.
  const keep = { ...request, checkAs: 'idCardFront', fallbackName: REMITTANCE_SLIP_KIND } as const;
  return keepUpload(db, settings, keep, (file) =>
    db.transaction().execute(async (tx) => {
      if (await exceedsQuota(tx, memberId, file.size, settings.quotaBytes)) {
        throw refused('upload.quota', lang);
      }
      const slip = { appointment_id: null, kind: REMITTANCE_SLIP_KIND, created_at: Date.now() };
      await repo.insertUpload(tx, { ...file, ...slip });
    }),
  );
}
