import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskBackend } from '../src/storage/disk-backend.ts';

/**
 * The disk backend writes a batch while the next is read (D92): what lands is the stream, byte for
 * byte, however it arrives and however much each writev takes; a stream that fails leaves nothing.
 */
describe('disk backend writes', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const root = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-write-'));
    dirs.push(dir);
    return dir;
  };
  /** `bytes` in pieces of odd sizes, as a request body arrives. */
  const pieces = (bytes: Buffer) => {
    const out: Buffer[] = [];
    for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7 + 13) % 200_003) {
      out.push(bytes.subarray(at, at + size));
    }
    return out;
  };

  it('writes a file of several batches byte for byte', async () => {
    const dir = root();
    const bytes = crypto.randomBytes(5 * 1024 * 1024 + 17);
    await diskBackend(dir).write('uploads/big', Readable.from(pieces(bytes)));
    expect(fs.readFileSync(path.join(dir, 'uploads', 'big')).equals(bytes)).toBe(true);
  });

  it('finishes a batch the disk took only part of', async () => {
    const dir = root();
    const probe = await fs.promises.open(dir, 'r');
    const handleType = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
    await probe.close();
    const writev = handleType.writev;
    // A writev that takes at most 1,000 bytes of the first buffer, as a full disk or a signal may.
    vi.spyOn(handleType, 'writev').mockImplementation(function (
      this: fs.promises.FileHandle,
      buffers: readonly NodeJS.ArrayBufferView[],
    ) {
      const first = buffers[0] as Buffer;
      return writev.call(this, [first.subarray(0, 1000)]);
    } as typeof writev);
    const bytes = crypto.randomBytes(3 * 1024 * 1024);
    await diskBackend(dir, { durable: false }).write('uploads/cut', Readable.from(pieces(bytes)));
    expect(fs.readFileSync(path.join(dir, 'uploads', 'cut')).equals(bytes)).toBe(true);
  });

  /** The FileHandle prototype, to watch what the backend asks of the disk. */
  async function handlePrototype(dir: string) {
    const probe = await fs.promises.open(dir, 'r');
    const prototype = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
    await probe.close();
    return prototype;
  }

  it('flushes a large durable file to the disk as it is written, then once more at the end', async () => {
    const dir = root();
    const prototype = await handlePrototype(dir);
    const calls: string[] = [];
    for (const name of ['writev', 'datasync', 'sync'] as const) {
      const original = prototype[name] as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(prototype, name).mockImplementation(function (
        this: fs.promises.FileHandle,
        ...args: unknown[]
      ) {
        calls.push(name);
        return original.apply(this, args);
      } as never);
    }
    const bytes = crypto.randomBytes(13 * 1024 * 1024);
    await diskBackend(dir).write('uploads/flushed', Readable.from(pieces(bytes)));
    expect(fs.readFileSync(path.join(dir, 'uploads', 'flushed')).equals(bytes)).toBe(true);
    // Every 4 MiB written is flushed while the rest is still arriving (D98), so the final sync
    // has little left to do; the file's own sync comes after its last write.
    const flushes = calls.filter((call) => call === 'datasync').length;
    expect(flushes).toBeGreaterThanOrEqual(2);
    expect(calls.indexOf('datasync')).toBeLessThan(calls.lastIndexOf('writev'));
    expect(calls.lastIndexOf('sync')).toBeGreaterThan(calls.lastIndexOf('writev'));
  });

  it('neither flushes nor syncs when not durable', async () => {
    const dir = root();
    const prototype = await handlePrototype(dir);
    const datasync = vi.spyOn(prototype, 'datasync');
    const sync = vi.spyOn(prototype, 'sync');
    const bytes = crypto.randomBytes(9 * 1024 * 1024);
    await diskBackend(dir, { durable: false }).write('uploads/cached', Readable.from([bytes]));
    expect(fs.readFileSync(path.join(dir, 'uploads', 'cached')).equals(bytes)).toBe(true);
    expect(datasync).not.toHaveBeenCalled();
    expect(sync).not.toHaveBeenCalled();
  });

  it('fails the write and leaves nothing when the disk cannot flush', async () => {
    const dir = root();
    const prototype = await handlePrototype(dir);
    vi.spyOn(prototype, 'datasync').mockRejectedValue(
      Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }),
    );
    const backend = diskBackend(dir);
    const bytes = crypto.randomBytes(9 * 1024 * 1024);
    await expect(backend.write('uploads/unflushed', Readable.from(pieces(bytes)))).rejects.toThrow(
      'EIO',
    );
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('reads a stored file back in pieces of 256 KiB, a range within it exactly', async () => {
    const dir = root();
    const bytes = crypto.randomBytes(3 * 1024 * 1024 + 5);
    const backend = diskBackend(dir, { durable: false });
    await backend.write('uploads/read', Readable.from([bytes]));
    const sizes: number[] = [];
    for await (const piece of (await backend.read('uploads/read')) as Readable) {
      sizes.push((piece as Buffer).length);
    }
    expect(sizes.slice(0, -1).every((size) => size === 256 * 1024)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(bytes.length);
    const range = (await backend.read('uploads/read', { start: 100, end: 300_099 })) as Readable;
    const parts: Buffer[] = [];
    for await (const piece of range) parts.push(piece as Buffer);
    expect(Buffer.concat(parts).equals(bytes.subarray(100, 300_100))).toBe(true);
  });

  it('leaves no file and no partial one when the stream fails midway', async () => {
    const dir = root();
    async function* failing() {
      yield crypto.randomBytes(3 * 1024 * 1024);
      throw new Error('connection reset');
    }
    const backend = diskBackend(dir);
    await expect(backend.write('uploads/lost', Readable.from(failing()))).rejects.toThrow(
      'connection reset',
    );
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([]);
    expect(await backend.stat('uploads/lost')).toBeNull();
  });
});
