import type fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FileArea } from '../src/storage/file-store.ts';
import { seal } from '../src/storage/sealed.ts';
import type { FileKey } from '../src/storage/sealed.ts';

/**
 * The stored files as the file store sees them, whichever backend holds them (TEST_FILE_STORE):
 * tests ask the store, never DATA_DIR, so they run on disk and on S3 alike.
 */
type WithApp = { app: FastifyInstance };

/** The names stored in `area`, sorted. */
export async function storedNames(t: WithApp, area: FileArea): Promise<string[]> {
  const names: string[] = [];
  for await (const { name } of t.app.ctx.files.list(area)) names.push(name);
  return names.sort();
}

/** A stored file's bytes as a reader gets them back (decrypted); null when it is not stored. */
export function storedContent(t: WithApp, area: FileArea, name: string): Promise<Buffer | null> {
  return t.app.ctx.files.read(area, name);
}

/** The bytes the backend holds for the file, as a copy of the folder or bucket would. */
export async function rawStored(t: WithApp, area: FileArea, name: string): Promise<Buffer> {
  const body = await t.app.ctx.files.backend.read(`${area}/${name}`);
  if (!body) throw new Error(`${area}/${name} is not stored`);
  return bytesOf(body);
}

/** Every piece of `pieces` in one buffer, each copied as it comes (a source may reuse memory). */
export async function bytesOf(pieces: AsyncIterable<unknown> | Iterable<unknown>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const piece of pieces) out.push(Buffer.from(piece as Buffer));
  return Buffer.concat(out);
}

/** `plain` sealed under `file` as the file store seals it, in one buffer. */
export function sealedBytes(file: FileKey, plain: Buffer): Promise<Buffer> {
  return bytesOf(seal(file, Readable.from([plain])));
}

/** `handle` with its closes counted in `closes` (a file let go however its reading ends). */
export function watchCloses(handle: fs.promises.FileHandle, closes: { count: number }) {
  const close = handle.close.bind(handle);
  handle.close = () => {
    closes.count += 1;
    return close();
  };
  return handle;
}
