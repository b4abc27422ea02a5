import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskBackend } from '../src/storage/disk-backend.ts';

/**
 * D89: on disk a stored file is on the disk (the file, then the folder that names it) before the
 * write resolves, which is before FileStore.put commits its row: a power cut cannot leave a row
 * naming a file that was only in the page cache. What reaches fsync(2) is what a caller can check
 * short of pulling the plug.
 */
describe('disk backend durability', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function writeTraced(durable?: boolean) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-'));
    dirs.push(root);
    const events: string[] = [];
    // The file and its folder are both synced through a FileHandle; fstat tells which is which.
    const probe = await fs.promises.open(root, 'r');
    const handleType = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const sync = handleType.sync;
    vi.spyOn(handleType, 'sync').mockImplementation(function (this: fs.promises.FileHandle) {
      events.push(fs.fstatSync(this.fd).isDirectory() ? 'fsync folder' : 'fsync file');
      return sync.call(this);
    });
    const rename = fs.promises.rename;
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      events.push('rename');
      return rename(from, to);
    });
    const backend = diskBackend(root, durable === undefined ? undefined : { durable });
    await backend.write('uploads/a', Readable.from([Buffer.from('first')]));
    events.push('written');
    await backend.write('uploads/b', Readable.from([Buffer.from('second')]));
    events.push('written');
    expect(fs.readFileSync(path.join(root, 'uploads', 'b'), 'utf8')).toBe('second');
    return events;
  }

  it('syncs the file before its rename and the folder after, before the write resolves', async () => {
    expect(await writeTraced()).toEqual([
      // uploads/ made: its entry in DATA_DIR
      'fsync folder',
      'fsync file',
      'rename',
      'fsync folder',
      'written',
      'fsync file',
      'rename',
      'fsync folder',
      'written',
    ]);
  });

  it('syncs nothing when asked not to (the bench only)', async () => {
    expect(await writeTraced(false)).toEqual(['rename', 'written', 'rename', 'written']);
  });
});
