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
import type { ChunkAnswer, ChunkRequest } from './unseal-worker.ts';

/**
 * Sealed files on disk are decrypted in worker threads (D104). AES-256-GCM runs at about the
 * speed memory is copied: on the main thread a 32 MiB download out of the page cache took 1.5 –
 * 1.8× as long as a plain one, and held the event loop for all of it. Two workers (one on a
 * machine of one core) each read a run of four chunks from the open file themselves and
 * decrypt them, three runs in flight per download, while the main thread only passes the plain
 * bytes on. They start with the first such read, keep the process alive only while they have
 * chunks to answer (a command's read is not cut short, an idle pool never holds the process),
 * and are started again after a crash.
 */
const WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
/**
 * Consecutive chunks asked of a worker in one message. A message costs a worker about 8 µs and
 * the main thread a wake-up: one chunk a message, a 32 MiB download took 8.8 – 10.5 ms; four,
 * 6.6 – 6.8 (D104).
 */
const CHUNKS_PER_ASK = 4;
/**
 * Asks in flight per download, so both workers stay busy while the main thread passes chunks
 * on. A reader that is slow holds at most this many asks' plain bytes (3 MiB) per download.
 */
const ASKS_AHEAD = 3;

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
}

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

function settle(answer: ChunkAnswer): void {
  const asked = answered(answer.id);
  if (!asked) return;
  const { error } = answer;
  asked.deliver({
    plain: answer.plain.map(({ buffer, offset, length }) => Buffer.from(buffer, offset, length)),
    ...(error === undefined
      ? {}
      : { error: typeof error === 'string' ? new SealBroken(error) : new Error(error.message) }),
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
  const asked: Promise<void>[] = [];
  // The asks answered and not yet sent on, by ask number, each slot emptied as it is taken.
  const ready: (Opened | undefined)[] = new Array(ASKS_AHEAD);
  try {
    const { chunk } = span;
    const { size } = await handle.stat();
    const expected = sealedSize(plainSize, chunk);
    if (size < expected) throw new SealBroken('cut off');
    if (size > expected) throw new SealBroken('longer than its size');
    const header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    checkHeader(header, chunk);
    // Memory of its own: a message copies the whole memory a view lies in.
    const key = new Uint8Array(file.key);
    let next = span.first;
    let asks = 0;
    const ask = () => {
      const first = next;
      const chunks: ChunkRequest['chunks'] = [];
      for (; next <= span.last && chunks.length < CHUNKS_PER_ASK; next += 1) {
        const { length, last } = storedChunk(plainSize, chunk, next);
        chunks.push({ length, iv: new Uint8Array(nonce(file.prefix, next, last)) });
      }
      const { position } = storedChunk(plainSize, chunk, first);
      const slot = asks % ASKS_AHEAD;
      asks += 1;
      const opening = openChunks({ fd: handle.fd, position, key, chunks }, (opened) => {
        ready[slot] = opened;
      });
      // Seen in order below, or let go in finally: never an unhandled rejection.
      opening.catch(() => {});
      asked.push(opening);
    };
    const cut = spanCutter(span);
    while (next <= span.last && asked.length < ASKS_AHEAD) ask();
    let index = span.first;
    for (let taken = 0; asked.length; taken += 1) {
      await asked.shift();
      const opened = ready[taken % ASKS_AHEAD] as Opened;
      ready[taken % ASKS_AHEAD] = undefined;
      if (next <= span.last && !opened.error) ask();
      for (const plain of opened.plain) {
        index += 1;
        const out = cut(plain);
        if (out.length) yield out;
      }
      const { error } = opened;
      if (error)
        throw error instanceof SealBroken
          ? new SealBroken(`chunk ${index} ${error.message}`)
          : error;
    }
  } finally {
    // A worker may still be reading the file: it is closed once none is.
    await Promise.allSettled(asked);
    await handle.close();
  }
}

/** Stops the workers (tests, shutdown); the next read starts them again. */
export async function stopUnsealWorkers(): Promise<void> {
  const running = workers.splice(0);
  await Promise.all(running.map((worker) => worker?.terminate()));
}
