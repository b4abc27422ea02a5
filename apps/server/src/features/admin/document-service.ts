import fs from 'node:fs/promises';
import path from 'node:path';
import { BodyCode } from '@app/contract/codes';
import { MAX_UPLOAD_BYTES } from '@app/contract/constants';
import { imageSize } from 'image-size';
import { diff, recordAudit } from '../../audit/audit-log.ts';
import { pdfActiveContent } from '../../files/pdf-active-content.ts';
import { isReencoded, isTooLarge, reencodeImage } from '../../files/reencode-image.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { newId } from '../../sessions/tokens.ts';
import { newStorageName } from '../../storage/file-store.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { requireWrite } from './access.ts';
import type { StaffCtx } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import { businessExists } from './business-repository.ts';
import { insertDocument } from './records-repository.ts';

/** What the bytes are, by their first bytes: the name and the sender's claim prove nothing. */
export function sniffDocument(head: Buffer): { mime: string; ext: string } | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', ext: 'pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** A type, not an interface: the audit log's diff takes it as a plain record. */
export type AdminDocument = {
  id: string;
  businessId: string;
  name: string;
  mime: string;
  size: number;
};

/** A display name without any path, control characters or excess length. */
function cleanName(name: string, ext: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return (base || `document.${ext}`).slice(0, 120);
}

/** An image's pixels from its header, when they are within the limits; else null. */
function pixelsOf(bytes: Buffer): number | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 && !isTooLarge(width, height) ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * Stores the document's file: a PDF as received once no script or automatic action is found in
 * it, an image decoded and written afresh (no metadata; in DATA_DIR/tmp, then stored), within the
 * pixel limits from its header. Answers the stored size.
 */
async function storeDocument(
  ctx: { files: FileStore; config: { dataDir: string } },
  name: string,
  kind: { mime: string },
  bytes: Buffer,
): Promise<number> {
  if (kind.mime === 'application/pdf') {
    if (pdfActiveContent(bytes).length > 0) {
      throw invalid({ file: 'admin.fileActive' }, 'admin.fileActive');
    }
    return (await ctx.files.put('documents', name, bytes)).size;
  }
  const pixels = pixelsOf(bytes);
  if (pixels === null || !isReencoded(kind.mime)) {
    throw invalid({ file: 'admin.fileUnreadable' }, 'admin.fileUnreadable');
  }
  const tmp = path.join(ctx.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true, mode: 0o700 });
  const image = path.join(tmp, `${newId()}.part`);
  try {
    await reencodeImage(bytes, image, kind.mime, pixels);
  } catch {
    throw invalid({ file: 'admin.fileUnreadable' }, 'admin.fileUnreadable');
  }
  try {
    return (await ctx.files.put('documents', name, { path: image })).size;
  } finally {
    await fs.rm(image, { force: true });
  }
}

/**
 * Attaches an approved document to a business: checked by its magic bytes and size (a PDF for
 * active content, an image re-encoded: storeDocument), stored under a random name (the file
 * store's documents), then recorded with its audit entry in one transaction. The
 * row is written last, so it never points at a missing file; a failed write removes the copy.
 */
export async function attachDocument(
  ctx: StaffCtx,
  businessId: string,
  source: { name: string; bytes: Buffer },
  now = Date.now(),
): Promise<AdminDocument> {
  requireWrite(ctx.access);
  await ensureInBook(ctx.db, ctx.access, 'business', businessId);
  if (!(await businessExists(ctx.db, businessId))) throw notFound();
  if (source.bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError(BodyCode.invalid, 'admin.fileTooLarge', {
      fields: { file: 'admin.fileTooLarge' },
    });
  }
  const kind = sniffDocument(source.bytes.subarray(0, 16));
  if (!kind) throw invalid({ file: 'admin.fileType' }, 'admin.fileType');
  const storageName = newStorageName(kind.ext);
  const doc = {
    id: newId(),
    businessId,
    name: cleanName(source.name, kind.ext),
    mime: kind.mime,
    size: await storeDocument(ctx, storageName, kind, source.bytes),
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertDocument(trx, {
        id: doc.id,
        business_id: businessId,
        name: doc.name,
        mime: doc.mime,
        size: doc.size,
        storage_name: storageName,
        created_at: now,
      });
      await recordAudit(trx, {
        actor: ctx.access.actor,
        action: 'create',
        objectType: 'document',
        objectId: doc.id,
        changes: diff({}, doc),
      });
      await notifyMembers(
        trx,
        { type: 'documentAdded', businessId, documentId: doc.id, documentName: doc.name },
        { baseUrl: appBaseUrl(ctx.config), now },
      );
    });
  } catch (error) {
    await ctx.files.delete('documents', storageName);
    throw error;
  }
  return doc;
}
