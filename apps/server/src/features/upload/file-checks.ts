import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
} from '@app/contract/constants';
import { acceptedMimes } from '@app/contract/sections/upload';
import type { ReservationFileKind } from '@app/contract/calls/reservation';
import { isSignatureKind } from '@app/contract/declarations/rules';
import { pdfActiveContent } from '../../files/pdf-active-content.ts';
import { isTooLarge } from '../../files/reencode-image.ts';
import type { UploadRefusal } from './messages.ts';

export type FileCheck =
  | { ok: true; mime: string; pixels?: number }
  | { ok: false; reason: UploadRefusal; detail?: string };

/**
 * What a file really is, judged by its bytes alone (never the name or the browser's type), and
 * whether this kind takes it: images (JPEG, PNG, WebP) or PDF, the résumé PDF only, images
 * of a sane size, PDFs without scripts or automatic actions; a signature the PNG the tip screen
 * draws, within SIGNATURE_MAX_* (bytes and, from its header, pixels). Nothing here decodes an
 * image: the header says its size.
 */
export async function checkFile(filePath: string, kind: ReservationFileKind): Promise<FileCheck> {
  const head = await headOf(filePath);
  const detected = await fileTypeFromBuffer(head);
  const accepted = acceptedMimes(kind);
  const mime = detected?.mime;
  // An image that breaks off after its first bytes is a broken image, not another type (issue 36).
  if (!mime && !isSignatureKind(kind) && startsLikeImage(head)) return unreadable;
  if (!mime || !accepted.includes(mime)) {
    if (isSignatureKind(kind)) return { ok: false, reason: 'upload.signaturePng' };
    const anyKind = acceptedMimes('idCardFront');
    // The résumé gets the narrower reason when the file would have done for another kind.
    return {
      ok: false,
      reason: mime && anyKind.includes(mime) ? 'upload.pdfOnly' : 'upload.badType',
    };
  }
  if (mime === 'application/pdf') {
    const active = pdfActiveContent(await fs.readFile(filePath));
    if (active.length > 0)
      return { ok: false, reason: 'upload.pdfActive', detail: active.join(' ') };
    return { ok: true, mime };
  }
  if (isSignatureKind(kind) && (await fs.stat(filePath)).size > SIGNATURE_MAX_BYTES) {
    return { ok: false, reason: 'upload.signatureSize' };
  }
  const size = await dimensionsOf(filePath);
  if (!size) return unreadable;
  const { width, height } = size;
  if (width < 1 || height < 1) return unreadable;
  if (isSignatureKind(kind) && (width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT)) {
    return { ok: false, reason: 'upload.signatureSize', detail: `${width}x${height}` };
  }
  if (isTooLarge(width, height)) {
    return { ok: false, reason: 'upload.dimensions', detail: `${width}x${height}` };
  }
  return { ok: true, mime, pixels: width * height };
}

/** The opening bytes of a PNG, a JPEG and a RIFF (WebP) file. */
const IMAGE_OPENINGS = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x52, 0x49, 0x46, 0x46],
];

function startsLikeImage(head: Uint8Array): boolean {
  return IMAGE_OPENINGS.some((opening) => opening.every((byte, i) => head[i] === byte));
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
