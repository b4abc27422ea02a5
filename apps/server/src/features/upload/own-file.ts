import fs from 'node:fs';
import path from 'node:path';
import { REMITTANCE_SLIP_KIND } from '@app/contract/calls/appointment';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { AppError, tooMany } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import type { ReceivedFile } from '../../http/multipart.ts';
import { hit } from '../../http/throttle.ts';
import { newId } from '../../sessions/tokens.ts';
import { checkFile } from './file-checks.ts';
import type { UploadRefusal } from './messages.ts';
import { exceedsQuota } from './quota.ts';
import { cleanFileName, keepFile, newStorageName } from './storage.ts';
import * as repo from './uploads-repository.ts';
import type { UploadSettings } from './uploads.ts';

const UPLOADS_PER_HOUR = 120;

const refused = (reason: UploadRefusal, lang: Language) =>
  new AppError(BodyCode.invalid, 'upload.failed', { fields: { file: t(reason, lang) } });

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
  const { memberId, lang, file } = request;
  const rate = await hit(db, `upload:${memberId}`, UPLOADS_PER_HOUR, 3600_000);
  if (!rate.allowed) throw tooMany(rate.retryAfter);
  // A scan kind's rule: images (JPEG, PNG, WebP, HEIC) or PDF.
  const check = await checkFile(file.tmpPath, 'idCardFront');
  if (!check.ok) throw refused(check.reason, lang);
  const size = (await fs.promises.stat(file.tmpPath)).size;
  if (size === 0) throw refused('upload.badType', lang);
  const storageName = newStorageName();
  const target = path.join(settings.dir, storageName);
  const id = newId();
  const name = cleanFileName(file.filename, REMITTANCE_SLIP_KIND);
  await keepFile(file.tmpPath, target);
  try {
    await db.transaction().execute(async (tx) => {
      if (await exceedsQuota(tx, memberId, size, settings.quotaBytes)) {
        throw refused('upload.quota', lang);
      }
      await repo.insertUpload(tx, {
        id,
        member_id: memberId,
        appointment_id: null,
        kind: REMITTANCE_SLIP_KIND,
        original_name: name,
        mime: check.mime,
        size,
        storage_name: storageName,
        created_at: Date.now(),
      });
    });
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return { id, url: `/api/upload/file/${id}`, name, size, mime: check.mime };
}
