import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import type { ByteRange, StorageBackend } from './backend.ts';

/** A write in progress: never listed, and removed when the write fails. */
const PARTIAL = '.partial-';

/**
 * How many bytes a write may hold before it slows its source: a sealed file arrives as a chunk
 * and its 16-byte tag, and at the default 16 KiB each went to the disk in a call of its own; with
 * 1 MiB the pieces that arrive while one write is under way go together in one writev
 * (bench/storage.mjs: sealed upload about 290 → 410 MB/s on page-cache disk, D82).
 */
const WRITE_BATCH = 1024 * 1024;

/**
 * Flushes a folder's entries (a file renamed into it, a folder made in it) to the disk: a rename is
 * durable only once its folder is (fsync(2) on the file alone does not cover its name).
 */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DiskOptions {
  /**
   * Whether a write reaches the disk (fsync of the file, then of its folder) before it resolves,
   * hence before the file's row commits (D89). On by default and in the server; off only for the
   * bench's figure without it.
   */
  durable?: boolean;
}

/**
 * FILE_STORE=disk: each object a file under DATA_DIR (`uploads/<name>`, `documents/<name>`),
 * folders 0700 and files 0600 (db/data-dir.ts). A write goes to a partial file renamed into place
 * once complete, so a reader never sees half a file; with `durable` the file and the rename are
 * on the disk before the write resolves, so a row never names a file a power cut lost (D89).
 */
export function diskBackend(root: string, { durable = true }: DiskOptions = {}): StorageBackend {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  // One making per folder, awaited by every write into it: a write that finds the folder made by
  // another one still waits for that one's sync of the parent.
  const made = new Map<string, Promise<void>>();
  const makeFolder = async (dir: string) => {
    const first = await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A folder made now is a new entry in its parent (uploads/ in DATA_DIR), and so on up.
    if (first && durable) {
      for (let at = dir; at !== path.dirname(first); at = path.dirname(at)) {
        await syncFolder(path.dirname(at));
      }
    }
  };
  const folder = (dir: string) => {
    let making = made.get(dir);
    if (!making) {
      making = makeFolder(dir);
      made.set(dir, making);
      // A failed making is tried again by the next write.
      making.catch(() => made.delete(dir));
    }
    return making;
  };
  return {
    kind: 'disk',
    async write(key, body) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await folder(dir);
      const partial = path.join(dir, `${PARTIAL}${crypto.randomBytes(8).toString('hex')}`);
      try {
        await pipeline(
          body,
          fs.createWriteStream(partial, {
            mode: PRIVATE_FILE_MODE,
            flags: 'wx',
            highWaterMark: WRITE_BATCH,
            // fsync before the stream closes: the bytes are on the disk before the rename.
            flush: durable,
          }),
        );
        await fs.promises.rename(partial, file);
        if (durable) await syncFolder(dir);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async stat(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? { size: stat.size } : null;
    },
    async *list(prefix) {
      // Keys are '<area>/<name>': the prefix names a folder.
      const dir = fileOf(prefix.replace(/\/$/, ''));
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith(PARTIAL)) continue;
        const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => null);
        if (stat) yield { key: `${prefix.replace(/\/?$/, '/')}${entry.name}`, size: stat.size };
      }
    },
    check: () => fs.promises.access(root, fs.constants.W_OK),
  };
}
