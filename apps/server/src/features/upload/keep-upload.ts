import fs from 'node:fs';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { ReservationFileKind } from '@app/contract/calls/reservation';
import type { Db } from '../../db/database.ts';
import { AppError, tooMany } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import type { ReceivedFile } from '../../http/multipart.ts';
import { hit } from '../../http/throttle.ts';
import { newId } from '../../sessions/tokens.ts';
import {
  MAX_IMAGE_PIXELS,
  UnreadableImage,
  isReencoded,
  reencodeImage,
} from '../../files/reencode-image.ts';
import { checkFile } from './file-checks.ts';
import type { UploadRefusal } from './messages.ts';
import { newStorageName } from '../../storage/file-store.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { cleanFileName } from './storage.ts';

export interface UploadSettings {
  files: FileStore;
  quotaBytes: number;
}

/** Enough for a member filling several reservations; a loop uploading files is stopped. */
const UPLOADS_PER_HOUR = 120;

/** A refused file: the reason (a catalog key) is kept for the security log (upload.refused). */
export class UploadRefused extends AppError {
  constructor(
    readonly reason: UploadRefusal | 'validation.required',
    lang: Language,
    readonly detail?: string,
  ) {
    super(BodyCode.invalid, 'upload.failed', { fields: { file: t(reason, lang) } });
  }
}

/** SPEC's 'Upload Failed' message, with the reason beside the file field. */
export const refused = (
  reason: UploadRefusal | 'validation.required',
  lang: Language,
  detail?: string,
) => new UploadRefused(reason, lang, detail);

/** A received file as kept: the columns of its row that are the same for every kind of upload. */
export interface KeptFile {
  id: string;
  member_id: string;
  /** The name the member gave it, cleaned. */
  original_name: string;
  mime: string;
  size: number;
  storage_name: string;
}

export interface KeepRequest {
  file: ReceivedFile;
  memberId: string;
  lang: Language;
  /** The kind whose rule judges the bytes (an image or a PDF for the scans). */
  checkAs: ReservationFileKind;
  /** Its name when the member's, cleaned, leaves none. */
  fallbackName: string;
}

/**
 * What every upload does with a received file: the member's hourly limit, the bytes judged (type
 * and dimensions, not the name or the declared type), an empty file refused, then the file kept
 * under a new storage name: an image as decoded and written afresh (files/reencode-image.ts, no
 * metadata), refused if it does not decode; a PDF as received. `store` writes its row, with whatever the upload also needs (the
 * quota, the filler binding), and refuses by throwing: the kept file is removed again then, so no
 * file stays without its row.
 */
export async function keepUpload(
  db: Db,
  settings: UploadSettings,
  request: KeepRequest,
  store: (kept: KeptFile) => Promise<void>,
) {
  const { memberId, lang, file } = request;
  const rate = await hit(db, `upload:${memberId}`, UPLOADS_PER_HOUR, 3600_000);
  if (!rate.allowed) throw tooMany(rate.retryAfter);
  const received = (await fs.promises.stat(file.tmpPath)).size;
  if (received === 0) throw refused('upload.badType', lang);
  const check = await checkFile(file.tmpPath, request.checkAs);
  if (!check.ok) throw refused(check.reason, lang, check.detail);
  const storageName = newStorageName();
  let size = received;
  if (isReencoded(check.mime)) {
    // Re-encoded beside the request's temporary file (DATA_DIR/tmp), then stored from there.
    const image = `${file.tmpPath}.image`;
    try {
      size = await reencodeImage(file.tmpPath, image, check.mime, check.pixels ?? MAX_IMAGE_PIXELS);
      await settings.files.put('uploads', storageName, { path: image });
    } catch (error) {
      if (error instanceof UnreadableImage) throw refused('upload.unreadable', lang, error.message);
      throw error;
    } finally {
      await fs.promises.rm(image, { force: true });
    }
  } else {
    await settings.files.put('uploads', storageName, { path: file.tmpPath });
  }
  const kept: KeptFile = {
    id: newId(),
    member_id: memberId,
    original_name: cleanFileName(file.filename, request.fallbackName),
    mime: check.mime,
    size,
    storage_name: storageName,
  };
  try {
    await store(kept);
  } catch (error) {
    await settings.files.delete('uploads', storageName);
    throw error;
  }
  const { id, original_name: name, mime } = kept;
  return { id, url: `/api/upload/file/${id}`, name, size, mime };
}
