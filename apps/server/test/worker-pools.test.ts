import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  CHUNK,
  HEADER_BYTES,
  SealBroken,
  TAG,
  newFileKey,
  sealedSpan,
} from '../src/storage/sealed.ts';
import { stopUnsealWorkers, unsealFile } from '../src/storage/unseal-pool.ts';
import { bytesOf, sealedBytes, watchCloses } from './stored-files.ts';

/**
 * D104: sealed files on disk are decrypted in a pool of worker threads, which read the
 * chunks from the file the main thread opened. A download gets the file's bytes (whole or a
 * range), fails with the broken chunk named, fails (never hangs) when a worker stops under it,
 * and closes the file however it ends, only once no worker reads it any more. The pools (this
 * one and the PDF renderer's) hold a process only while they have work: a command that awaits
 * them is not cut short, and ends by itself after.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => stopUnsealWorkers());

const plain = crypto.randomBytes(5 * CHUNK + 123);
const key = newFileKey();

async function sealedFile(bytes = plain): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unseal-pool-'));
  dirs.push(dir);
  const file = path.join(dir, 'sealed');
  fs.writeFileSync(file, await sealedBytes(key, bytes));
  return file;
}

/** The file opened, its close counted. */
async function opened(file: string) {
  const closed = { count: 0 };
  const handle = watchCloses(await fs.promises.open(file, 'r'), closed);
  return {
    handle,
    get closes() {
      return closed.count;
    },
  };
}

describe('the unsealing workers', () => {
  it('give the whole file and any range of it, and close the file', async () => {
    const file = await sealedFile();
    const whole = await opened(file);
    const span = sealedSpan(plain.length, CHUNK);
    expect((await bytesOf(unsealFile(whole.handle, key, plain.length, span))).equals(plain)).toBe(
      true,
    );
    expect(whole.closes).toBe(1);
    for (const range of [
      { start: CHUNK - 1, end: 4 * CHUNK + 7 },
      { start: 2 * CHUNK, end: plain.length - 1 },
    ]) {
      const part = await opened(file);
      const back = await bytesOf(
        unsealFile(part.handle, key, plain.length, sealedSpan(plain.length, CHUNK, range)),
      );
      expect(back.equals(plain.subarray(range.start, range.end + 1))).toBe(true);
      expect(part.closes).toBe(1);
    }
  });

  it('name the chunk that fails its check, and refuse a file of the wrong size before any byte', async () => {
    const file = await sealedFile();
    const original = fs.readFileSync(file);
    const span = sealedSpan(plain.length, CHUNK);
    // A chunk late in the first run of chunks asked together, and one in a later run.
    for (const index of [3, 5]) {
      const raw = Buffer.from(original);
      const at = HEADER_BYTES + index * (CHUNK + TAG) + 9;
      raw[at] = (raw[at] ?? 0) ^ 1;
      fs.writeFileSync(file, raw);
      const broken = await opened(file);
      const got: Buffer[] = [];
      const reading = (async () => {
        for await (const piece of unsealFile(broken.handle, key, plain.length, span)) {
          got.push(Buffer.from(piece));
        }
      })();
      await expect(reading).rejects.toThrow(new SealBroken(`chunk ${index} fails its check`));
      expect(Buffer.concat(got).equals(plain.subarray(0, index * CHUNK))).toBe(true);
      expect(broken.closes).toBe(1);
    }

    const raw = original;
    fs.writeFileSync(file, raw.subarray(0, raw.length - 1));
    const short = await opened(file);
    await expect(bytesOf(unsealFile(short.handle, key, plain.length, span))).rejects.toThrow(
      new SealBroken('cut off'),
    );
    expect(short.closes).toBe(1);
  });

  it('close the file once the workers are done with it when the reader leaves early', async () => {
    const file = await sealedFile();
    const watch = await opened(file);
    const pieces = unsealFile(watch.handle, key, plain.length, sealedSpan(plain.length, CHUNK));
    const first = await pieces.next();
    expect((first.value as Buffer).equals(plain.subarray(0, CHUNK))).toBe(true);
    // More chunks were asked for: the file stays open until their answers are in.
    await pieces.return(undefined);
    expect(watch.closes).toBe(1);
    expect(watch.handle.fd).toBe(-1);
  });

  it('fail a read whose worker stops under it, and start again for the next one', async () => {
    // Workers started afresh take tens of milliseconds to load their module (through tsx here),
    // so the chunks first asked of them are unanswered until then: stopped in between, the
    // workers have work in hand, every time (stopping workers that had answered already, as the
    // first version of this test did, ran into CI machines where they had).
    await stopUnsealWorkers();
    const file = await sealedFile();
    const watch = await opened(file);
    const span = sealedSpan(plain.length, CHUNK);
    // The header read is the last wait before the chunks are asked for.
    const read = watch.handle.read.bind(watch.handle);
    let headerRead: () => void = () => {};
    const header = new Promise<void>((resolve) => (headerRead = resolve));
    watch.handle.read = (async (...args: Parameters<typeof read>) => {
      const result = await read(...args);
      headerRead();
      return result;
    }) as typeof read;
    const reading = bytesOf(unsealFile(watch.handle, key, plain.length, span));
    await header;
    // A turn of the event loop: the chunks are asked for by now.
    await new Promise((resolve) => setImmediate(resolve));
    // Stopped while chunks are asked of them: those reads fail instead of waiting for ever.
    const stopping = stopUnsealWorkers();
    // A read started while the old workers end gets new ones.
    const again = await opened(file);
    const next = bytesOf(unsealFile(again.handle, key, plain.length, span));
    await stopping;
    await expect(reading).rejects.toThrow(/the unsealing worker stopped/);
    expect(watch.closes).toBe(1);
    expect((await next).equals(plain)).toBe(true);
  });
});

describe('the worker pools and the process', () => {
  it('hold a process while they work and let it end by itself after', async () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    // Without the hold, the process ends at the first chunk (code 13, an await never settled);
    // with an idle worker held, it never ends and the 30 s timeout kills it.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(serverDir, '../../node_modules/tsx/dist/cli.mjs'),
        'test/fixtures/worker-pools-exit.ts',
      ],
      { cwd: serverDir, timeout: 30_000 },
    );
    expect(stdout.trim().split('\n')).toEqual([`unsealed ${3 * CHUNK + 5}`, 'rendered %PDF-']);
  }, 40_000);
});
