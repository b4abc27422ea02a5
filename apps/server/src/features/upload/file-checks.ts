import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { acceptedMimes } from '@app/contract/sections/upload';
import type { ReservationFileKind } from '@app/contract/calls/appointment';
import { isSignatureKind } from '@app/contract/declarations/rules';
import type { UploadRefusal } from './messages.ts';

/** Larger images are refused: decoding one (a "pixel flood") would exhaust a viewer's memory. */
export const MAX_IMAGE_SIDE = 20_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** HEIF is the container HEIC photos come in; the contract names the family image/heic. */
const FAMILY: Record<string, string> = { 'image/heif': 'image/heic' };

export type FileCheck = { ok: true; mime: string } | { ok: false; reason: UploadRefusal };

/**
 * What a file really is, judged by its bytes alone (never the name or the browser's type), and
 * whether this kind takes it: images (JPEG, PNG, WebP, HEIC) or PDF, the résumé PDF only, and
 * images of a sane size; a signature the PNG the tip screen draws.
 */
export async function checkFile(filePath: string, kind: ReservationFileKind): Promise<FileCheck> {
  const detected = await fileTypeFromBuffer(await headOf(filePath));
  const accepted = acceptedMimes(kind);
  const mime = detected?.mime;
  const family = mime ? (FAMILY[mime] ?? mime) : undefined;
  if (!mime || !family || !accepted.includes(family)) {
    if (isSignatureKind(kind)) return { ok: false, reason: 'upload.signaturePng' };
    const anyKind = acceptedMimes('idCardFront');
    // The résumé gets the narrower reason when the file would have done for another kind.
    return {
      ok: false,
      reason: family && anyKind.includes(family) ? 'upload.pdfOnly' : 'upload.badType',
    };
  }
  if (family.startsWith('image/')) {
    const size = await dimensionsOf(filePath);
    // HEIC's dimensions sit deep in its boxes; a parser that cannot find them is not a refusal.
    if (!size) return family === 'image/heic' ? { ok: true, mime } : unreadable;
    const { width, height } = size;
    if (width < 1 || height < 1) return unreadable;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      return { ok: false, reason: 'upload.dimensions' };
    }
  }
  return { ok: true, mime };
}

/**
 * The first bytes of the file, where every accepted format announces itself. (file-type's own
 * fileTypeFromFile is exported only under the "node" condition, which this project's TypeScript
 * resolution does not use; reading the head ourselves needs no cast.)
 */
const HEAD_BYTES = 64 * 1024;

async function headOf(filePath: string): Promise<Uint8Array> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const unreadable: FileCheck = { ok: false, reason: 'upload.unreadable' };

async function dimensionsOf(filePath: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await imageSizeFromFile(filePath);
    return { width, height };
  } catch {
    return null;
  }
}
