import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import type { Counts } from './backup-repository.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'app-backup/1';

/** A file the backup wrote, by its path inside the backup folder. */
export interface WrittenFile {
  path: string;
  size: number;
  sha256: string;
}

/** A stored object (`<area>/<name>`) and the SHA-256 of its stored (sealed) bytes. */
export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

/** manifest.json: written last, so a backup without one is incomplete. */
export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  appVersion: string;
  /** The newest migration the database had: a newer server migrates it on start. */
  migration: string | null;
  database: { dialect: 'sqlite' | 'postgres'; file: string };
  /**
   * The id (keyIdOf) of the data key the database writes under: restore refuses without it.
   * data.key itself is in the backup only with --with-key.
   */
  dataKeyId: string;
  counts: Counts;
  /** Where the files were, and whether their bytes are in the backup (`files/<key>`). */
  files: { kind: 'disk' | 's3'; included: boolean; objects: StoredObject[] };
  /** Every file of the backup but this manifest, with its digest: restore checks them all first. */
  written: WrittenFile[];
}

/** Streams `body` into `file` (0600, a new file), counting and hashing it on the way. */
export async function writeHashed(body: Readable, file: string): Promise<WrittenFile> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const hash = crypto.createHash('sha256');
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await pipeline(body, fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
  return { path: file, size, sha256: hash.digest('hex') };
}

/** Size and SHA-256 of a stream's bytes, read to the end. */
export async function hashStream(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

export const hashFile = (file: string) => hashStream(fs.createReadStream(file));

/**
 * True when `dir` does not exist or holds nothing but `allowed` (restore: data.key, put there
 * beforehand when the backup was taken without it).
 */
export function isEmptyDir(dir: string, allowed: readonly string[] = []): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => allowed.includes(name));
}
