import os from 'node:os';
import type fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { holdWorker, releaseWorker, startWorker } from '../workers/start-worker.ts';
import {
  HEADER_BYTES,
  SealBroken,
  checkHeader,
  nonce,
  sealedSize,
  spanCutter,
  storedChunk,
} from './sealed.ts';
import type { FileKey, sealedSpan } from './sealed.ts';
import type { ChunkAnswer, ChunkError, ChunkRequest, ChunkSource } from './unseal-worker.ts';

/**
 * Sealed files are decrypted in worker threads, which read them themselves: from the disk (D104),
 * from the object store through a signed URL (D105). AES-256-GCM runs at about the speed memory
 * is copied: on the main thread a 32 MiB download out of the page cache took 1.5 – 1.8× as long
 * as a plain one, and held the event loop for all of it; from the object store the main thread's
 * heap took the sealed bytes and the plain ones, twice a plain download's, and collected for them.
 * Two workers (one on a machine of one core) each read a run of chunks and decrypt them (four a
 * run from a file, sixteen from the object store), three runs in flight per download, while the
 * main thread only passes the plain bytes on. They start with the first such read, keep the
 * process alive only while they have chunks to answer (a command's read is not cut short, an
 * idle pool never holds the process), and are started again after a crash.
 */
const WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
/** How a read asks the workers for its chunks: how many in one ask, how many asks in flight. */
interface Runs {
  chunks: number;
  ahead: number;
}
/**
 * From a file: four chunks an ask. A message costs a worker about 8 µs and the main thread a
 * wake-up: one chunk a message, a 32 MiB download took 8.8 – 10.5 ms; four, 6.6 – 6.8 (D104).
 * Three asks in flight, so both workers stay busy while the main thread passes chunks on; a reader
 * that is slow holds at most three asks' plain bytes (3 MiB) per download.
 */
const FILE_RUNS: Runs = { chunks: 4, ahead: 3 };
/**
 * From the object store: sixteen chunks (4 MiB) an ask, each a ranged GET, as S3's guidance sizes
 * them. A GET costs the store about as much as a few chunks' decryption: at four chunks an ask a
 * sealed 32 MiB download took 1.3 – 1.9× as long as a plain one, at sixteen 0.75 – 1.12×, with two
 * in flight 1.2 – 1.5× (D105). A slow reader holds at most 12 MiB per download.
 */
const OBJECT_RUNS: Runs = { chunks: 16, ahead: 3 };

/**
 * Chunks asked for: the plain bytes of those opened (and why the next one failed, if one did)
 * are handed to `deliver`, and the promise then resolves to nothing. A promise resolved to the
 * bytes would hold them for as long as it lives, and these promises outlive young collections
 * once `waiting`'s table is in the old generation (as it is in a server that has run a while: a
 * Map's table is allocated where the table it replaces was): every chunk then waited for a full
 * collection to be freed, which ran every download or two (30 – 50 ms instead of 9 for 32 MiB).
 */
interface Waiting {
  /** The worker asked (a worker started again at its place is another one). */
  worker: Worker;
  deliver: (opened: Opened) => void;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** The chunks of one ask, opened in order up to the first that failed, and its error. */
interface Opened {
  plain: Buffer[];
  error?: Error;
  /** The stored object's size, when the worker learnt it (a URL's read). */
  size?: number;
}

/** The stored object is not there (a URL's read: the store answered 404). */
export class ObjectGone extends Error {
  constructor() {
    super('the stored object is gone');
  }
}

/** A chunk cut off or failing its check: named by its number once the pool knows it. */
class ChunkBroken extends Error {}

const workers: (Worker | undefined)[] = [];
const waiting = new Map<number, Waiting>();
let nextId = 1;
let turn = 0;

/** The chunks `id` asked for, no longer waited for; undefined when they were not. */
function answered(id: number): Waiting | undefined {
  const asked = waiting.get(id);
  if (!asked) return undefined;
  waiting.delete(id);
  releaseWorker(asked.worker);
  return asked;
}

/** The worker's error as the one the read ends with. */
function failure(error: ChunkError): Error {
  if (error === 'missing') return new ObjectGone();
  if (typeof error === 'string') return new ChunkBroken(error);
  if ('sealed' in error) return new SealBroken(error.sealed);
  return new Error(error.message);
}

function settle(answer: ChunkAnswer): void {
  const asked = answered(answer.id);
  if (!asked) return;
  const { error, size } = answer;
  asked.deliver({
    plain: answer.plain.map(({ buffer, offset, length }) => Buffer.from(buffer, offset, length)),
    ...(error === undefined ? {} : { error: failure(error) }),
    ...(size === undefined ? {} : { size }),
  });
  asked.resolve();
}

function started(at: number): Worker {
  const running = workers[at];
  if (running) return running;
  let failure: Error | undefined;
  const worker = startWorker(import.meta.url, 'storage/unseal-worker', {
    message: settle,
    error: (error) => {
      failure = error;
    },
    exit: (code) => {
      if (workers[at] === worker) workers[at] = undefined;
      const error = failure ?? new Error(`the unsealing worker stopped (exit code ${code})`);
      for (const [id, asked] of waiting) if (asked.worker === worker) answered(id)?.reject(error);
    },
  });
  workers[at] = worker;
  return worker;
}

function openChunks(
  request: Omit<ChunkRequest, 'id'>,
  deliver: (opened: Opened) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const at = turn;
    turn = (turn + 1) % WORKERS;
    const id = nextId++;
    try {
      const worker = started(at);
      waiting.set(id, { worker, deliver, resolve, reject });
      // Held while it has chunks to answer (released in answered).
      holdWorker(worker);
      worker.postMessage({ ...request, id } satisfies ChunkRequest);
    } catch (error) {
      answered(id);
      reject(error as Error);
    }
  });
}

/**
 * The plain bytes of chunks `span.first` to `span.last` of the sealed object open as `handle`,
 * cut to the span, decrypted in the workers; closes the handle when done or left (once no worker
 * reads it any more). Throws SealBroken, before any byte, when the object's size or header is not
 * that of the file, and as soon as a chunk fails its check.
 */
export async function* unsealFile(
  handle: fs.promises.FileHandle,
  file: FileKey,
  plainSize: number,
  span: ReturnType<typeof sealedSpan>,
): AsyncGenerator<Buffer> {
  try {
    const { chunk } = span;
    const { size } = await handle.stat();
    checkSize(size, sealedSize(plainSize, chunk));
    const header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    checkHeader(header, chunk);
    const source = { fd: handle.fd };
    // Awaits every ask before it ends: a worker may still be reading the file.
    yield* unsealRuns(() => source, FILE_RUNS, file, plainSize, span);
  } finally {
    await handle.close();
  }
}

/**
 * How long a URL signed for the workers' reads is used, however slowly a member's phone takes a
 * download: well within the 15 minutes it is signed for (s3-backend.ts), and within the 5 minutes
 * the SDK leaves temporary credentials (an instance role's) before it renews them, past which a
 * URL they signed is refused.
 */
const SIGNED_FOR_MS = 4 * 60_000;

/**
 * The same, from an object in the object store that the workers read through a URL `sign` makes
 * (a ranged GET per run of chunks; signed again as it ages). A whole read checks the object's
 * header with its first run, and every run checks the object's size; throws ObjectGone when the
 * object is not there.
 */
export async function* unsealObject(
  sign: () => Promise<string>,
  file: FileKey,
  plainSize: number,
  span: ReturnType<typeof sealedSpan>,
): AsyncGenerator<Buffer> {
  let signed: { url: string; at: number } | undefined;
  const source = async (): Promise<ChunkSource> => {
    if (!signed || Date.now() - signed.at > SIGNED_FOR_MS) {
      signed = { url: await sign(), at: Date.now() };
    }
    return { url: signed.url };
  };
  yield* unsealRuns(source, OBJECT_RUNS, file, plainSize, span, {
    size: sealedSize(plainSize, span.chunk),
    header: span.header,
  });
}

function checkSize(size: number, expected: number): void {
  if (size < expected) throw new SealBroken('cut off');
  if (size > expected) throw new SealBroken('longer than its size');
}

/**
 * The chunks of `span`, asked of the workers in `runs` read from `source`, cut to the span; every
 * ask settled before it ends, however it ends. Checked by the workers when the caller cannot
 * check them first (an object store's object): `size`, the stored size each answer that gives
 * one must have; `header`, the object's header, read with the first run.
 */
async function* unsealRuns(
  source: () => ChunkSource | Promise<ChunkSource>,
  { chunks: perAsk, ahead }: Runs,
  file: FileKey,
  plainSize: number,
  span: ReturnType<typeof sealedSpan>,
  { size, header: withHeader = false }: { size?: number; header?: boolean } = {},
): AsyncGenerator<Buffer> {
  const asked: Promise<void>[] = [];
  // The asks answered and not yet sent on, by ask number, each slot emptied as it is taken.
  const ready: (Opened | undefined)[] = new Array(ahead);
  try {
    const { chunk } = span;
    // Memory of its own: a message copies the whole memory a view lies in.
    const key = new Uint8Array(file.key);
    let next = span.first;
    let asks = 0;
    const ask = async () => {
      const first = next;
      const chunks: ChunkRequest['chunks'] = [];
      for (; next <= span.last && chunks.length < perAsk; next += 1) {
        const { length, last } = storedChunk(plainSize, chunk, next);
        chunks.push({ length, iv: new Uint8Array(nonce(file.prefix, next, last)) });
      }
      const { position } = storedChunk(plainSize, chunk, first);
      const slot = asks % ahead;
      asks += 1;
      const header = withHeader && first === span.first ? chunk : undefined;
      const where = await source();
      const request = { source: where, position, key, chunks, ...(header ? { header } : {}) };
      const opening = openChunks(request, (opened) => {
        ready[slot] = opened;
      });
      // Seen in order below, or let go in finally: never an unhandled rejection.
      opening.catch(() => {});
      asked.push(opening);
    };
    const cut = spanCutter(span);
    while (next <= span.last && asked.length < ahead) await ask();
    let index = span.first;
    for (let taken = 0; asked.length; taken += 1) {
      await asked.shift();
      const opened = ready[taken % ahead] as Opened;
      ready[taken % ahead] = undefined;
      if (size !== undefined && opened.size !== undefined) checkSize(opened.size, size);
      if (next <= span.last && !opened.error) await ask();
      for (const plain of opened.plain) {
        index += 1;
        const out = cut(plain);
        if (out.length) yield out;
      }
      const { error } = opened;
      if (error)
        throw error instanceof ChunkBroken
          ? new SealBroken(`chunk ${index} ${error.message}`)
          : error;
    }
  } finally {
    await Promise.allSettled(asked);
  }
}

/** Stops the workers (tests, shutdown); the next read starts them again. */
export async function stopUnsealWorkers(): Promise<void> {
  const running = workers.splice(0);
  await Promise.all(running.map((worker) => worker?.terminate()));
}
