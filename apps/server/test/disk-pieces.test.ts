import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskBackend } from '../src/storage/disk-backend.ts';

/**
 * D102: the disk backend's readPieces, which the file store unseals from. The pieces are the
 * sizes asked for, they cover the object (or the range) exactly, the buffers are read into again
 * (the piece after next shares the first one's memory), and the file is closed however the
 * reading ends.
 */
describe('disk backend pieces', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function stored(bytes: Buffer) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pieces-'));
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'uploads'));
    fs.writeFileSync(path.join(root, 'uploads', 'f'), bytes);
    return diskBackend(root, { durable: false });
  }

  async function piecesOf(pieces: AsyncIterable<Buffer> | null) {
    const out: { copy: Buffer; buffer: ArrayBufferLike }[] = [];
    for await (const piece of pieces ?? [])
      out.push({ copy: Buffer.from(piece), buffer: piece.buffer });
    return out;
  }

  const bytes = crypto.randomBytes(8 + 100 * 5 + 37);

  it('reads the object in pieces of the sizes asked for, the buffers used again', async () => {
    const backend = stored(bytes);
    const pieces = await piecesOf(
      await backend.readPieces!('uploads/f', undefined, { lead: 8, size: 100 }),
    );
    expect(pieces.map(({ copy }) => copy.length)).toEqual([108, 100, 100, 100, 100, 37]);
    expect(Buffer.concat(pieces.map(({ copy }) => copy)).equals(bytes)).toBe(true);
    expect(pieces[2]?.buffer).toBe(pieces[0]?.buffer);
    expect(pieces[1]?.buffer).not.toBe(pieces[0]?.buffer);
  });

  it('reads a range, and nothing for an object that is not there', async () => {
    const backend = stored(bytes);
    const range = { start: 108, end: 407 };
    const pieces = await piecesOf(
      await backend.readPieces!('uploads/f', range, { lead: 0, size: 100 }),
    );
    expect(pieces.map(({ copy }) => copy.length)).toEqual([100, 100, 100]);
    expect(Buffer.concat(pieces.map(({ copy }) => copy)).equals(bytes.subarray(108, 408))).toBe(
      true,
    );
    expect(await backend.readPieces!('uploads/none', undefined, { lead: 0, size: 100 })).toBeNull();
  });

  it('closes the file when the reader stops early', async () => {
    const backend = stored(bytes);
    const closed: number[] = [];
    const open = fs.promises.open;
    vi.spyOn(fs.promises, 'open').mockImplementation(async (...args) => {
      const handle = await open(...args);
      const close = handle.close;
      handle.close = () => {
        closed.push(handle.fd);
        return close.call(handle);
      };
      return handle;
    });
    const pieces = await backend.readPieces!('uploads/f', undefined, { lead: 0, size: 100 });
    for await (const piece of pieces ?? []) {
      expect(piece.length).toBe(100);
      break;
    }
    expect(closed).toHaveLength(1);
  });
});
