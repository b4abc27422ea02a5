import type fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FileArea } from '../src/storage/file-store.ts';

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
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
