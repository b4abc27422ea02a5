import crypto from 'node:crypto';
import type { ByteRange } from './backend.ts';

/**
 * A stored file sealed under its own data key (docs/security.md "Files at rest"): AES-256-GCM in
 * chunks of C plain bytes, each with its own tag, so a file is encrypted and decrypted as it
 * streams (never whole in memory) and a range is read by decrypting only the chunks it touches.
 * C is CHUNK for a file sealed now; its row keeps it (stored_files.chunk: 64 KiB before D102).
 *
 *   object  = MAGIC (4 bytes) | C as uint32 BE | chunk 0 | chunk 1 | … | chunk n-1
 *   chunk i = AES-256-GCM(key, nonce_i, plain bytes) | 16-byte tag
 *   nonce_i = the file's 7 random bytes | i as uint32 BE | 1 for the last chunk, else 0
 *
 * The counter in the nonce makes reordered chunks fail, the last-chunk flag a cut-off file
 * (STREAM, Hoang-Reyhanitabar-Rogaway-Vizár 2015). A file of n plain bytes has
 * max(1, ceil(n / C)) chunks: an empty file is one empty chunk, its tag alone. The key and the
 * nonce prefix are kept in the database (stored_files), the key wrapped by DATA_KEY.
 */
export const MAGIC = Buffer.from('SFE1', 'latin1');
export const HEADER_BYTES = 8;
/**
 * The plain bytes per chunk of a file sealed now. 256 KiB (D102): a sealed 32 MiB download out of
 * the page cache took 17.0 ms against 19.7 at 64 KiB (a cipher, a tag and a yield per chunk), and
 * 512 KiB or 1 MiB gained nothing more; a range decrypts at most 512 KiB more than it asks for.
 */
export const CHUNK = 256 * 1024;
/** The chunks of files sealed before D102 (migration 026 gives their rows this). */
export const FIRST_CHUNK = 64 * 1024;
/** A chunk's GCM tag. */
export const TAG = 16;
const PREFIX_BYTES = 7;

export interface FileKey {
  key: Buffer;
  /** The nonces' first 7 bytes. */
  prefix: Buffer;
}

export function newFileKey(): FileKey {
  return { key: crypto.randomBytes(32), prefix: crypto.randomBytes(PREFIX_BYTES) };
}

/** The stored file failed its check: altered, cut off, or sealed under another key. */
export class SealBroken extends Error {}

/** Chunk `index`'s nonce. */
export function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const out = Buffer.alloc(12);
  prefix.copy(out, 0, 0, PREFIX_BYTES);
  out.writeUInt32BE(index, PREFIX_BYTES);
  out[11] = last ? 1 : 0;
  return out;
}

const chunkCount = (plainSize: number, chunk: number) => Math.max(1, Math.ceil(plainSize / chunk));

/** The stored size of a file of `plainSize` bytes sealed in chunks of `chunk`. */
export const sealedSize = (plainSize: number, chunk: number) =>
  HEADER_BYTES + plainSize + TAG * chunkCount(plainSize, chunk);

/**
 * What a sealed object's digest is taken over (`tags`: see the seal's digest below): its header
 * and every chunk's tag, in order.
 */
export type TagHash = Pick<crypto.Hash, 'update'>;

/**
 * A chunk's ciphertext, a buffer per piece its plain bytes arrived in, and its tag (with GCM's
 * empty final block): nothing copied.
 */
function sealChunk(
  file: FileKey,
  index: number,
  last: boolean,
  plain: Buffer[],
  tags?: TagHash,
): Buffer[] {
  const cipher = crypto.createCipheriv('aes-256-gcm', file.key, nonce(file.prefix, index, last));
  const body = plain.map((piece) => cipher.update(piece));
  const rest = cipher.final();
  const tag = cipher.getAuthTag();
  tags?.update(tag);
  return [...body, rest.length ? Buffer.concat([rest, tag]) : tag];
}

/**
 * Bytes arriving in pieces of any size, taken out in lengths of our choosing: a length that lies
 * within one piece is a view of it, else the pieces are copied once (not on every arrival).
 */
class ByteQueue {
  private pieces: Buffer[] = [];
  length = 0;

  push(piece: Buffer): void {
    if (!piece.length) return;
    this.pieces.push(piece);
    this.length += piece.length;
  }

  /** `count` bytes as views of the pieces they lie in. */
  takePieces(count: number): Buffer[] {
    const out: Buffer[] = [];
    let left = count;
    while (left > 0) {
      const piece = this.pieces[0] as Buffer;
      if (piece.length <= left) {
        out.push(piece);
        this.pieces.shift();
        left -= piece.length;
      } else {
        out.push(piece.subarray(0, left));
        this.pieces[0] = piece.subarray(left);
        left = 0;
      }
    }
    this.length -= count;
    return out;
  }

  /** The first `count` bytes as pieces of a queue of their own. */
  split(count: number): ByteQueue {
    const part = new ByteQueue();
    for (const piece of this.takePieces(count)) part.push(piece);
    return part;
  }

  take(count: number): Buffer {
    const first = this.pieces[0];
    let out: Buffer;
    if (first && first.length >= count) {
      out = first.subarray(0, count);
      if (first.length === count) this.pieces.shift();
      else this.pieces[0] = first.subarray(count);
    } else {
      out = Buffer.allocUnsafe(count);
      let at = 0;
      while (at < count) {
        const piece = this.pieces[0] as Buffer;
        const used = Math.min(piece.length, count - at);
        piece.copy(out, at, 0, used);
        at += used;
        if (used === piece.length) this.pieces.shift();
        else this.pieces[0] = piece.subarray(used);
      }
    }
    this.length -= count;
    return out;
  }
}

/**
 * A chunk's plain bytes, as the pieces it arrived in (no copy of a 64 KiB chunk that straddles
 * two reads); nothing is returned before final() has checked the tag.
 */
function openChunk(
  file: FileKey,
  index: number,
  last: boolean,
  sealed: ByteQueue,
  tags?: TagHash,
): Buffer[] {
  if (sealed.length < TAG) throw new SealBroken(`chunk ${index} is cut off`);
  const body = sealed.takePieces(sealed.length - TAG);
  const tag = sealed.take(TAG);
  tags?.update(tag);
  const plain = decryptChunk(file.key, nonce(file.prefix, index, last), body, tag);
  if (!plain) throw new SealBroken(`chunk ${index} fails its check`);
  return plain;
}

/**
 * A chunk's plain bytes, a buffer per piece of `body` (each in memory of its own), decrypted under
 * `key` and `iv` and checked against `tag`; null when the check fails. Also the unsealing
 * workers' (unseal-worker.ts).
 */
export function decryptChunk(
  key: Uint8Array,
  iv: Uint8Array,
  body: Buffer[],
  tag: Buffer,
): Buffer[] | null {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    const plain = body.map((piece) => decipher.update(piece));
    // GCM's final block is empty; final() is where the tag is checked.
    const rest = decipher.final();
    return rest.length ? [...plain, rest] : plain;
  } catch {
    return null;
  }
}

/**
 * The sealed bytes of `plain`, as it streams: each chunk is held until the next bytes arrive (or
 * the end), since only then is it known to be the last. `tags`, when given, is fed the header and
 * every chunk's tag: the object's digest (D82), which fixes every byte of it under its key (a
 * chunk's GCM tag fixes its ciphertext), at 16 hashed bytes per chunk instead of all of them.
 * `chunk`: CHUNK, or the chunks of a row sealed before (files:encrypt resuming).
 */
export async function* seal(
  file: FileKey,
  plain: AsyncIterable<Buffer>,
  { tags, chunk = CHUNK }: { tags?: TagHash; chunk?: number } = {},
): AsyncGenerator<Buffer> {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  header.writeUInt32BE(chunk, 4);
  tags?.update(header);
  yield header;
  const pending = new ByteQueue();
  let index = 0;
  for await (const piece of plain) {
    pending.push(piece);
    // Strictly more than a chunk: the chunk sealed now is not the last.
    while (pending.length > chunk) {
      yield* sealChunk(file, index++, false, pending.takePieces(chunk), tags);
    }
  }
  yield* sealChunk(file, index, true, pending.takePieces(pending.length), tags);
}

/**
 * Where the chunks holding plain bytes `range` lie in an object sealed in chunks of `chunk` (all
 * of them, header included, without a range), and how to cut their plain bytes back to the range.
 */
export function sealedSpan(plainSize: number, chunk: number, range?: ByteRange) {
  const count = chunkCount(plainSize, chunk);
  if (!range) {
    return {
      chunk,
      stored: undefined,
      first: 0,
      last: count - 1,
      skip: 0,
      take: plainSize,
      header: true,
    };
  }
  const first = Math.floor(range.start / chunk);
  const last = Math.floor(range.end / chunk);
  const start = HEADER_BYTES + first * (chunk + TAG);
  const end = Math.min(HEADER_BYTES + (last + 1) * (chunk + TAG), sealedSize(plainSize, chunk)) - 1;
  return {
    chunk,
    stored: { start, end },
    first,
    last,
    skip: range.start - first * chunk,
    take: range.end - range.start + 1,
    header: false,
  };
}

/** Where chunk `index` of a file of `plainSize` bytes sealed in chunks of `chunk` lies. */
export function storedChunk(plainSize: number, chunk: number, index: number) {
  const last = index === chunkCount(plainSize, chunk) - 1;
  return {
    position: HEADER_BYTES + index * (chunk + TAG),
    length: (last ? plainSize - index * chunk : chunk) + TAG,
    last,
  };
}

/** Cuts the plain chunks of `span`, given in order, back to the bytes it asks for. */
export function spanCutter(span: ReturnType<typeof sealedSpan>): (part: Buffer) => Buffer {
  let skip = span.skip;
  let take = span.take;
  return (part) => {
    const out = part.subarray(skip, skip + take);
    skip = Math.max(0, skip - part.length);
    take -= out.length;
    return out;
  };
}

/** Throws SealBroken unless `header` is a sealed object's, in chunks of `chunk`. */
export function checkHeader(header: Buffer, chunk: number): void {
  if (header.length < HEADER_BYTES || !header.subarray(0, 4).equals(MAGIC)) {
    throw new SealBroken('not a sealed file');
  }
  if (header.readUInt32BE(4) !== chunk) throw new SealBroken('sealed in other chunks');
}

/**
 * The plain bytes of chunks `span.first` to `span.last` of a sealed object (read from `sealed`,
 * which starts at the header when `span.header`), cut to the span. Throws SealBroken as soon as a
 * chunk fails its check, or when the object is shorter or longer than the file's size says.
 * `tags` is fed what `seal` fed it (a whole read only: the header and every tag).
 */
export async function* unseal(
  file: FileKey,
  plainSize: number,
  span: ReturnType<typeof sealedSpan>,
  sealed: AsyncIterable<Buffer>,
  tags?: TagHash,
): AsyncGenerator<Buffer> {
  const { chunk } = span;
  const count = chunkCount(plainSize, chunk);
  const storedLength = (i: number) => storedChunk(plainSize, chunk, i).length;
  const pending = new ByteQueue();
  const cut = spanCutter(span);
  let needHeader = span.header;
  let index = span.first;
  for await (const piece of sealed) {
    pending.push(piece);
    if (needHeader) {
      if (pending.length < HEADER_BYTES) continue;
      const header = pending.take(HEADER_BYTES);
      checkHeader(header, chunk);
      tags?.update(header);
      needHeader = false;
    }
    while (index <= span.last && pending.length >= storedLength(index)) {
      const size = storedLength(index);
      const plain = openChunk(file, index, index === count - 1, pending.split(size), tags);
      index += 1;
      for (const part of plain) {
        const out = cut(part);
        if (out.length) yield out;
      }
    }
    if (index > span.last && pending.length > 0) throw new SealBroken('longer than its size');
  }
  if (needHeader || index <= span.last) throw new SealBroken('cut off');
}
