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
