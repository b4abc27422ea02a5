import type fs from 'node:fs';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the stored objects' bytes lie: a folder (disk-backend.ts) or an S3 bucket
 * (s3-backend.ts). Keys are `<area>/<name>`; what the bytes are (sealed, storage/sealed.ts) is the
 * file store's business, not the backend's.
 */
export interface StorageBackend {
  readonly kind: 'disk' | 's3';
  /** Writes the whole stream under `key`, replacing what was there only once it is complete. */
  write(key: string, body: AsyncIterable<Buffer>): Promise<void>;
  /** The object's bytes (or a range of them); null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * The object as a file open for reading, null when there is none (the disk): the file store's
   * worker threads read a sealed file's chunks from it themselves (unseal-pool.ts, D104). The
   * caller closes it. Optional: a backend without it is read through `read`.
   */
  openFile?(key: string): Promise<fs.promises.FileHandle | null>;
  /**
   * A URL that lets its holder GET the object (any range of it) for a while, whether or not the
   * object is there (S3: a presigned URL): the file store's worker threads read a sealed object's
   * chunks through it themselves (D105). Optional, as openFile.
   */
  signedUrl?(key: string): Promise<string>;
  /** Removes the object; one already missing is no error. */
  remove(key: string): Promise<void>;
  /** The object's stored size; null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Throws when the backend cannot be written (/readyz). */
  check(): Promise<void>;
  /** Lets go of its connections (S3) when the app closes. */
  close?(): void;
}
