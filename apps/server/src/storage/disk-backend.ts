import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/data-dir.ts';
import type { ByteRange, StorageBackend } from './backend.ts';

/** A write in progress: never listed, and removed when the write fails. */
const PARTIAL = '.partial-';

/**
 * How many bytes go to the disk in one writev. While one batch is being written (on libuv's
 * pool), the next is gathered from the source: a sealed file is encrypted on the main thread
 * meanwhile, so sealing and writing overlap instead of taking turns (a piped WriteStream waits
 * until its buffer is empty before it asks for more: bench/storage.mjs, D92).
 */
const WRITE_BATCH = 1024 * 1024;

/**
 * A durable file's written bytes are flushed (fdatasync) every SYNC_EVERY, while the next batches
 * are read and written, instead of all at once at the end: the device works during the upload
 * rather than after it, so the closing fsync has at most a few MiB left (D98). 4 MiB: the fastest
 * of 2, 4, 8 and 16 in bench/storage.mjs's A/B on this machine.
 */
const SYNC_EVERY = 4 * 1024 * 1024;

/**
 * How much a read asks of the disk at a time (Node's default is 64 KiB): each read is a round trip
 * through libuv's pool, so larger reads make a download faster; a sealed download is nearly as
 * fast at 256 KiB as at 1 MiB, with a quarter of the memory held per download (D98).
 */
const READ_AHEAD = 256 * 1024;

/** The file opened for reading; null when there is none. */
async function openExisting(file: string): Promise<fs.promises.FileHandle | null> {
  try {
    return await fs.promises.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes every byte of `pieces` at the handle's position (a writev may write fewer). */
async function writeAll(handle: fs.promises.FileHandle, pieces: Buffer[]): Promise<void> {
  let left = pieces;
  while (left.length) {
    const { bytesWritten } = await handle.writev(left);
    let skip = bytesWritten;
    while (left.length && skip >= (left[0] as Buffer).length) {
      skip -= (left[0] as Buffer).length;
      left = left.slice(1);
    }
    if (skip) left = [(left[0] as Buffer).subarray(skip), ...left.slice(1)];
  }
}

/**
 * Writes the stream to a new file, one batch on the disk while the next is read: at most two
 * batches in memory. With `durable`, flushed as it goes and fsynced before it resolves.
 */
async function writeFile(
  file: string,
  body: AsyncIterable<Buffer>,
  durable: boolean,
): Promise<void> {
  const handle = await fs.promises.open(file, 'wx', PRIVATE_FILE_MODE);
  let writing: Promise<void> = Promise.resolve();
  let syncing: Promise<void> = Promise.resolve();
  let unsynced = 0;
  try {
    let batch: Buffer[] = [];
    let size = 0;
    for await (const piece of body) {
      batch.push(piece);
      size += piece.length;
      if (size < WRITE_BATCH) continue;
      await writing;
      // One flush at a time, of what earlier batches wrote; its failure fails the write.
      if (durable && unsynced >= SYNC_EVERY) {
        await syncing;
        syncing = handle.datasync();
        syncing.catch(() => {});
        unsynced = 0;
      }
      writing = writeAll(handle, batch);
      unsynced += size;
      // Seen by the await above or in finally: never an unhandled rejection.
      writing.catch(() => {});
      batch = [];
      size = 0;
    }
    await writing;
    await syncing;
    await writeAll(handle, batch);
    // fsync before the rename: the bytes are on the disk before their name.
    if (durable) await handle.sync();
  } finally {
    await writing.catch(() => {});
    await syncing.catch(() => {});
    await handle.close();
  }
}

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
        await writeFile(partial, body, durable);
        await fs.promises.rename(partial, file);
        if (durable) await syncFolder(dir);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const handle = await openExisting(fileOf(key));
      const place = range ? { start: range.start, end: range.end } : {};
      return handle && handle.createReadStream({ highWaterMark: READ_AHEAD, ...place });
    },
    openFile: (key) => openExisting(fileOf(key)),
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
