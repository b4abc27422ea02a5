import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHUNK, SealBroken, newFileKey, seal, sealedSpan, unseal } from '../src/storage/sealed.ts';
import { bytesOf } from './stored-files.ts';

/**
 * The sealing step over bytes arriving in pieces of any size (a request body, a disk read of
 * 64 KiB against chunks of 64 KiB + 16, an S3 response): whatever the cut, the same sealed bytes
 * and the same plain bytes back, whole or by range; a changed byte still fails.
 */
const cut = (bytes: Buffer, sizes: number[]) => {
  const out: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    out.push(bytes.subarray(at, at + size));
    at += size;
  }
  return out;
};

const CUTS = [[1_000], [13, 1], [7, 65_536, 3], [CHUNK], [CHUNK + 16], [CHUNK - 1, 2], [200_000]];

describe('sealing over pieces', () => {
  const key = newFileKey();
  const plain = crypto.randomBytes(3 * CHUNK + 1234);

  it('seals to the same bytes and opens to the plain ones whatever the pieces', async () => {
    const reference = await bytesOf(seal(key, Readable.from([plain])));
    for (const sizes of CUTS) {
      const sealed = await bytesOf(seal(key, Readable.from(cut(plain, sizes))));
      expect(sealed.equals(reference), `seal cut ${sizes.join(',')}`).toBe(true);
      const span = sealedSpan(plain.length, CHUNK);
      const back = await bytesOf(
        unseal(key, plain.length, span, Readable.from(cut(sealed, sizes))),
      );
      expect(back.equals(plain), `unseal cut ${sizes.join(',')}`).toBe(true);
    }
  });

  it('opens a range across chunks from pieces of any size', async () => {
    const sealed = await bytesOf(seal(key, Readable.from([plain])));
    const range = { start: CHUNK - 5, end: 2 * CHUNK + 9 };
    const span = sealedSpan(plain.length, CHUNK, range);
    const stored = sealed.subarray(span.stored?.start, (span.stored?.end ?? 0) + 1);
    for (const sizes of CUTS) {
      const back = await bytesOf(
        unseal(key, plain.length, span, Readable.from(cut(stored, sizes))),
      );
      expect(back.equals(plain.subarray(range.start, range.end + 1))).toBe(true);
    }
  });

  it('still refuses a changed byte', async () => {
    const sealed = await bytesOf(seal(key, Readable.from([plain])));
    sealed[CHUNK + 100] = (sealed[CHUNK + 100] ?? 0) ^ 1;
    const opened = bytesOf(
      unseal(
        key,
        plain.length,
        sealedSpan(plain.length, CHUNK),
        Readable.from(cut(sealed, [7_000])),
      ),
    );
    await expect(opened).rejects.toBeInstanceOf(SealBroken);
  });
});
