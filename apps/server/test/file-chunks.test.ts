import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { up as storedFiles } from '../src/db/migrations/021-stored-files.ts';
import { up as storedFilesChunk } from '../src/db/migrations/026-stored-files-chunk.ts';
import type { StorageBackend } from '../src/storage/backend.ts';
import { diskBackend } from '../src/storage/disk-backend.ts';
import { FileStore } from '../src/storage/file-store.ts';
import { CHUNK, FIRST_CHUNK, HEADER_BYTES, SealBroken, TAG } from '../src/storage/sealed.ts';
import { findSeal, saveSeal } from '../src/storage/stored-files-repository.ts';
import { useTestApp } from './helpers.ts';
import { rawStored, watchCloses } from './stored-files.ts';

/**
 * D102: a file is sealed in chunks of 256 KiB, and its row says so; the files sealed before in
 * chunks of 64 KiB keep theirs (migration 026) and open as before (sealed-digest.test.ts opens
 * one sealed by the code of then, whole and by range). A row that names other chunks than the
 * object's header is refused.
 */
const t = useTestApp();

describe('sealed chunks', () => {
  it('gives the rows of files sealed before migration 026 chunks of 64 KiB', async () => {
    const db = new Kysely<any>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    try {
      await storedFiles(db);
      await db
        .insertInto('stored_files')
        .values({
          area: 'uploads',
          name: 'before',
          wrapped_key: 'enc:v1:x',
          nonce: 'AAAAAAAAAA==',
          size: 1,
          sha256: 'x',
          created_at: 1,
        })
        .execute();
      await storedFilesChunk(db);
      const row = await db.selectFrom('stored_files').select('chunk').executeTakeFirstOrThrow();
      expect(row.chunk).toBe(FIRST_CHUNK);
    } finally {
      await db.destroy();
    }
  });

  it('seals a file put now in chunks of 256 KiB, and reads it back whole and by range', async () => {
    const plain = crypto.randomBytes(2 * CHUNK + 5);
    await t.app.ctx.files.put('uploads', 'chunked', plain);
    expect(CHUNK).toBe(256 * 1024);
    expect((await findSeal(t.app.ctx.db, 'uploads', 'chunked'))?.chunk).toBe(CHUNK);
    const sealed = await rawStored(t, 'uploads', 'chunked');
    expect(sealed.readUInt32BE(4)).toBe(CHUNK);
    expect(sealed.length).toBe(HEADER_BYTES + plain.length + 3 * TAG);
    // equals: toEqual compares a Buffer byte by byte as a deep object, seconds for 512 KiB.
    expect((await t.app.ctx.files.read('uploads', 'chunked'))?.equals(plain)).toBe(true);
    const range = { start: CHUNK - 3, end: 2 * CHUNK + 2 };
    const opened = await t.app.ctx.files.open('uploads', 'chunked', range);
    const back: Buffer[] = [];
    for await (const piece of opened?.body ?? []) back.push(piece as Buffer);
    expect(Buffer.concat(back).equals(plain.subarray(range.start, range.end + 1))).toBe(true);
  });

  it('refuses a file whose row names other chunks than its header', async () => {
    await t.app.ctx.files.put('uploads', 'misnamed', crypto.randomBytes(1000));
    const row = await findSeal(t.app.ctx.db, 'uploads', 'misnamed');
    if (!row) throw new Error('no row');
    await saveSeal(t.app.ctx.db, { ...row, chunk: FIRST_CHUNK });
    await expect(t.app.ctx.files.read('uploads', 'misnamed')).rejects.toBeInstanceOf(SealBroken);
  });

  it('ends a download with the error when a chunk fails, and lets go of the source however it ends', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    try {
      const disk = diskBackend(dir, { durable: false });
      const closed = { count: 0 };
      const watched: StorageBackend = {
        ...disk,
        async openFile(key) {
          const handle = await disk.openFile?.(key);
          return handle ? watchCloses(handle, closed) : null;
        },
      };
      const store = new FileStore(watched, t.app.ctx.db);
      const plain = crypto.randomBytes(3 * CHUNK);
      await store.put('documents', 'later', plain);
      const flipped = (at: number) => {
        const raw = fs.readFileSync(path.join(dir, 'documents', 'later'));
        raw[at] = (raw[at] ?? 0) ^ 1;
        return disk.write('documents/later', Readable.from([raw]));
      };
      // The first chunk fails: open refuses before any reply starts, and the file is closed.
      await flipped(HEADER_BYTES + 10);
      await expect(store.open('documents', 'later')).rejects.toBeInstanceOf(SealBroken);
      expect(closed.count).toBe(1);
      await flipped(HEADER_BYTES + 10);
      await flipped(HEADER_BYTES + CHUNK + TAG + 10);
      // The first chunk checks, so the download starts; the second ends it with the error.
      const opened = await store.open('documents', 'later');
      const read = async () => {
        for await (const piece of opened?.body ?? []) void piece;
      };
      await expect(read()).rejects.toBeInstanceOf(SealBroken);
      expect(closed.count).toBe(2);
      // Left after its first piece (a reader gone): the file is closed too.
      await store.put('documents', 'left', plain);
      const left = await store.open('documents', 'left');
      for await (const piece of left?.body ?? []) {
        expect((piece as Buffer).equals(plain.subarray(0, CHUNK))).toBe(true);
        break;
      }
      await vi.waitFor(() => expect(closed.count).toBe(3));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
