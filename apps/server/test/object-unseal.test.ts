import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { ByteRange, StorageBackend } from '../src/storage/backend.ts';
import { FileStore } from '../src/storage/file-store.ts';
import { backendOf } from '../src/storage/open-store.ts';
import {
  CHUNK,
  HEADER_BYTES,
  SealBroken,
  TAG,
  newFileKey,
  sealedSpan,
} from '../src/storage/sealed.ts';
import { unsealObject } from '../src/storage/unseal-pool.ts';
import { testEnv, useTestApp } from './helpers.ts';
import { s3Env } from './s3-server.ts';
import { bytesOf, sealedBytes } from './stored-files.ts';

/**
 * D105: a sealed file in the object store that spans more than one chunk is read by the
 * unsealing workers themselves, through a URL the store signs, one ranged GET per run of sixteen
 * chunks; its bytes never pass through the main thread's S3 client. A download gets the file
 * whole or by range; a gone object is no file; a broken chunk is named after the bytes before it;
 * an object of another size or header is refused before any byte; a read the store breaks off is
 * tried again, one it refuses fails; and the URL is signed again every four minutes.
 */
const t = useTestApp();

/** Three runs of sixteen chunks, the last one short. */
const plain = crypto.randomBytes(40 * CHUNK + 77);

describe('a sealed file in the object store', () => {
  let dir: string;
  let bucket: StorageBackend;
  let store: FileStore;
  const reads: (ByteRange | undefined)[] = [];
  let signs = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-unseal-'));
    const config = loadConfig({ ...testEnv(dir), ...(await s3Env(dir)) });
    bucket = backendOf(config.fileStore, dir);
    // The main thread's reads of the object counted: the workers' go through signedUrl.
    const counted: StorageBackend = {
      ...bucket,
      read: (key, range) => {
        reads.push(range);
        return bucket.read(key, range);
      },
      signedUrl: (key) => {
        signs += 1;
        return bucket.signedUrl?.(key) ?? Promise.reject(new Error('no signedUrl'));
      },
    };
    store = new FileStore(counted, t.app.ctx.db);
  });
  afterAll(() => {
    bucket?.close?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The object's stored bytes, `change`d and written back. */
  async function rewrite(name: string, change: (raw: Buffer) => Buffer): Promise<void> {
    const raw = await bytesOf((await bucket.read(`uploads/${name}`)) ?? []);
    await bucket.write(`uploads/${name}`, Readable.from([change(Buffer.from(raw))]));
  }

  it('is read by the workers through a signed URL, whole and by range', async () => {
    await store.put('uploads', 'whole', plain);
    reads.length = 0;
    signs = 0;
    expect((await store.read('uploads', 'whole'))?.equals(plain)).toBe(true);
    for (const range of [
      { start: 15 * CHUNK - 5, end: 33 * CHUNK + 2 },
      { start: 20 * CHUNK, end: plain.length - 1 },
    ]) {
      const opened = await store.open('uploads', 'whole', range);
      expect(opened?.range).toEqual(range);
      const back = await bytesOf(opened?.body ?? []);
      expect(back.equals(plain.subarray(range.start, range.end + 1))).toBe(true);
    }
    expect(reads).toEqual([]);
    expect(signs).toBe(3);
  });

  it('is no file once its object is gone', async () => {
    await store.put('uploads', 'gone', plain);
    await bucket.remove('uploads/gone');
    expect(await store.open('uploads', 'gone')).toBeNull();
  });

  it('ends a download at a chunk that fails its check, after the bytes before it', async () => {
    await store.put('uploads', 'broken', plain);
    // Chunk 20: in the second run (chunks 16 to 31), after four good ones.
    await rewrite('broken', (raw) => {
      const at = HEADER_BYTES + 20 * (CHUNK + TAG) + 9;
      raw[at] = (raw[at] ?? 0) ^ 1;
      return raw;
    });
    const opened = await store.open('uploads', 'broken');
    const got: Buffer[] = [];
    const reading = (async () => {
      for await (const piece of opened?.body ?? []) got.push(Buffer.from(piece as Buffer));
    })();
    await expect(reading).rejects.toThrow(new SealBroken('chunk 20 fails its check'));
    expect(Buffer.concat(got).equals(plain.subarray(0, 20 * CHUNK))).toBe(true);
  });

  it('refuses an object of another size or header before any byte', async () => {
    for (const [change, error] of [
      [(raw: Buffer) => Buffer.concat([raw, Buffer.from([0])]), 'longer than its size'],
      [(raw: Buffer) => raw.subarray(0, raw.length - 1), 'cut off'],
      [
        (raw: Buffer) => {
          raw[0] = (raw[0] ?? 0) ^ 1;
          return raw;
        },
        'not a sealed file',
      ],
    ] as const) {
      await store.put('uploads', 'resized', plain);
      await rewrite('resized', change);
      await expect(store.open('uploads', 'resized')).rejects.toThrow(new SealBroken(error));
    }
  });
});

describe('the workers reading an object store', () => {
  /** Five runs of sixteen chunks: a fifth ask follows the first answer and the ones in flight. */
  const long = crypto.randomBytes(5 * 16 * CHUNK - 9);
  const file = newFileKey();
  let sealed: Buffer;
  let server: http.Server;
  let base: string;
  /** How the store answers request number `n` (from 1); undefined: as S3 does. */
  let behave: (n: number, request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  let requests = 0;

  beforeAll(async () => {
    sealed = await sealedBytes(file, long);
    server = http.createServer((request, response) => {
      requests += 1;
      if (behave(requests, request, response)) return;
      const [, start, end] = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '') ?? [];
      const from = Number(start);
      const to = Math.min(Number(end), sealed.length - 1);
      response.writeHead(206, {
        'content-range': `bytes ${from}-${to}/${sealed.length}`,
        'content-length': to - from + 1,
      });
      response.end(sealed.subarray(from, to + 1));
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const read = (sign: () => Promise<string> = async () => `${base}/object`) =>
    unsealObject(sign, file, long.length, sealedSpan(long.length, CHUNK));

  it('try again a read the store breaks off, and fail one it refuses', async () => {
    requests = 0;
    // The first GET is broken off in the middle of its bytes.
    behave = (n, _request, response) => {
      if (n !== 1) return false;
      response.writeHead(206, { 'content-length': 4 * CHUNK });
      response.write(sealed.subarray(0, CHUNK), () => response.destroy());
      return true;
    };
    expect((await bytesOf(read())).equals(long)).toBe(true);
    // Five runs, and the one tried again.
    expect(requests).toBe(6);

    behave = (_n, _request, response) => {
      response.writeHead(500).end();
      return true;
    };
    await expect(bytesOf(read())).rejects.toThrow('the object store answered 500');
  });

  it('sign the URL again once it has been used for four minutes', async () => {
    behave = () => false;
    let signed = 0;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const pieces = read(async () => `${base}/object?signed=${++signed}`);
      const first = await pieces.next();
      expect((first.value as Buffer).equals(long.subarray(0, CHUNK))).toBe(true);
      // Asked so far: the first run and the three after it, all under the first URL.
      expect(signed).toBe(1);
      // The fifth ask, after the four minutes, signs again.
      clock.mockReturnValue(now + 5 * 60_000);
      const rest = await bytesOf({ [Symbol.asyncIterator]: () => pieces });
      expect(Buffer.concat([first.value as Buffer, rest]).equals(long)).toBe(true);
      expect(signed).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });
});
