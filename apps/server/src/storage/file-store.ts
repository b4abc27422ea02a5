import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ByteRange, StorageBackend } from './backend.ts';

/**
 * The one file store (issue 38): every stored file (a member's upload or remittance slip, a
 * business document, an application PDF, the demo's documents) is put, read, listed and removed
 * here, whichever backend holds the bytes (FILE_STORE: disk or s3). Nothing else in the server
 * touches stored files.
 */
export const FILE_AREAS = ['uploads', 'documents'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** What a caller stores: bytes in memory, a stream, or a file on disk (a request's temporary). */
export type FileSource = Buffer | Readable | { path: string };

/** A stored file opened for reading: its whole size, and the bytes asked for. */
export interface OpenedFile {
  size: number;
  /** The part read, when a range was asked for. */
  range?: ByteRange;
  body: Readable;
}

export interface PutResult {
  size: number;
  /** SHA-256 of the bytes stored (hex). */
  sha256: string;
}

/** A random storage name: it says nothing about the file; `ext` keeps a document's type visible. */
export function newStorageName(ext?: string): string {
  const name = crypto.randomBytes(16).toString('hex');
  return ext ? `${name}.${ext}` : name;
}

/** Names the server made (newStorageName, the demo's): never a path, never hidden. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function keyOf(area: FileArea, name: string): string {
  if (!NAME.test(name)) throw new Error(`not a storage name: ${JSON.stringify(name)}`);
  return `${area}/${name}`;
}

function toStream(source: FileSource): Readable {
  if (Buffer.isBuffer(source)) return Readable.from([source]);
  if (source instanceof Readable) return source;
  return fs.createReadStream(source.path);
}

/** Counts and hashes the bytes passing through. */
function measured(source: Readable) {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const body = source.map((chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
    return chunk;
  });
  return { body, result: (): PutResult => ({ size, sha256: hash.digest('hex') }) };
}

export class FileStore {
  constructor(readonly backend: StorageBackend) {}

  /** Stores `source` as `name` in `area`, replacing a file of that name. */
  async put(area: FileArea, name: string, source: FileSource): Promise<PutResult> {
    const { body, result } = measured(toStream(source));
    await this.backend.write(keyOf(area, name), body);
    return result();
  }

  /** The file's size; null when it is not stored. */
  async stat(area: FileArea, name: string): Promise<{ size: number } | null> {
    return this.backend.stat(keyOf(area, name));
  }

  /** The file (or the range of it asked for); null when it is not stored. */
  async open(area: FileArea, name: string, range?: ByteRange): Promise<OpenedFile | null> {
    const key = keyOf(area, name);
    const stat = await this.backend.stat(key);
    if (!stat) return null;
    const body = await this.backend.read(key, range);
    return body && { size: stat.size, ...(range ? { range } : {}), body };
  }

  /** The whole file in memory (small files only: a signature, a digest's input); null if absent. */
  async read(area: FileArea, name: string): Promise<Buffer | null> {
    const opened = await this.open(area, name);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(area: FileArea, name: string): Promise<boolean> {
    return (await this.stat(area, name)) !== null;
  }

  /** Removes the files; one already missing is no error. */
  async delete(area: FileArea, ...names: string[]): Promise<void> {
    for (const name of names) await this.backend.remove(keyOf(area, name));
  }

  /** Every stored file of the area, with its stored size (retention, files:copy, backups). */
  async *list(area: FileArea): AsyncIterable<{ name: string; size: number }> {
    for await (const { key, size } of this.backend.list(`${area}/`)) {
      yield { name: key.slice(area.length + 1), size };
    }
  }

  /** /readyz's fileStore check. */
  check(): Promise<void> {
    return this.backend.check();
  }
}
