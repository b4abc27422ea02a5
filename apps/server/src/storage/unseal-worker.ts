import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { parentPort } from 'node:worker_threads';
import { HEADER_BYTES, SealBroken, TAG, checkHeader, decryptChunk } from './sealed.ts';

/**
 * A worker thread that opens sealed chunks (unseal-pool.ts starts two): it reads a run of
 * consecutive chunks in one read, from a file the main thread opened (`fd`, a descriptor of this
 * process, closed only once every request on it is answered) or from the object store through a
 * URL the main thread signed (one ranged GET), and decrypts each as one AES-256-GCM chunk, its
 * 16-byte tag last. The plain bytes go back in one message, each chunk in memory of its own, moved
 * (not copied): a message costs a worker about 8 µs whether it moves one chunk or four (D104). The
 * bytes read never reach the main thread, whose heap would otherwise take twice a download's
 * bytes, the sealed and the plain, and collect for it (D105).
 */
export type ChunkSource = { fd: number } | { url: string };

export interface ChunkRequest {
  id: number;
  source: ChunkSource;
  /** Where the first chunk lies in the stored object. */
  position: number;
  /**
   * The object's header is read with the run (it lies just before the first chunk) and checked
   * against this chunk size.
   */
  header?: number;
  key: Uint8Array;
  /** Each chunk's stored length (its tag included) and nonce, in the order they lie. */
  chunks: { length: number; iv: Uint8Array }[];
}

/**
 * Why the run stopped early: a chunk is cut off or fails its check; the header is not a sealed
 * object's (`sealed`, SealBroken's message); the object is gone; or the read itself failed.
 */
export type ChunkError =
  'cut off' | 'fails its check' | 'missing' | { sealed: string } | { message: string };

/** The chunks opened, in order, up to the first that failed (`error`). */
export interface ChunkAnswer {
  id: number;
  plain: { buffer: ArrayBuffer; offset: number; length: number }[];
  error?: ChunkError;
  /** The stored object's whole size, as the object store's answer gives it (a URL's read). */
  size?: number;
}

/** Read into again by every read of a file (only the plain bytes leave the thread). */
let buffer = Buffer.allocUnsafeSlow(0);

function readFile(fd: number, position: number, total: number): Buffer {
  if (buffer.length < total) buffer = Buffer.allocUnsafeSlow(total);
  let got = 0;
  while (got < total) {
    const read = fs.readSync(fd, buffer, got, total - got, position + got);
    if (!read) break;
    got += read;
  }
  return buffer.subarray(0, got);
}

/** Each protocol's module and its connections, kept alive between reads. */
const clients = {
  'http:': { client: http, agent: new http.Agent({ keepAlive: true }) },
  'https:': { client: https, agent: new https.Agent({ keepAlive: true }) },
};
/** A store that sends nothing for this long fails the read (the download ends with an error). */
const READ_TIMEOUT_MS = 30_000;
/** Tries of a read whose connection failed (a kept-alive one the store had closed, say). */
const TRIES = 3;

type UrlRead = { bytes: Buffer; size?: number } | { error: ChunkError };

/** Bytes `position` to `position + total - 1` of the object at `url`, in one ranged GET. */
function getRange(url: string, position: number, total: number): Promise<UrlRead> {
  const target = new URL(url);
  const { client, agent } = target.protocol === 'https:' ? clients['https:'] : clients['http:'];
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        agent,
        headers: { range: `bytes=${position}-${position + total - 1}` },
        timeout: READ_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 206) {
          response.resume();
          if (status === 404) resolve({ error: 'missing' });
          // Nothing of the object lies at `position`: it is shorter than its row says.
          else if (status === 416) resolve({ error: 'cut off' });
          else resolve({ error: { message: `the object store answered ${status}` } });
          return;
        }
        const size = Number(/\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1]);
        const bytes = Buffer.allocUnsafeSlow(total);
        let got = 0;
        response.on('data', (piece: Buffer) => {
          const used = Math.min(piece.length, total - got);
          piece.copy(bytes, got, 0, used);
          got += used;
        });
        response.on('end', () =>
          resolve({
            bytes: bytes.subarray(0, got),
            ...(Number.isFinite(size) ? { size } : {}),
          }),
        );
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('the object store ended the read early'));
        });
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error('the object store did not answer in time')),
    );
    request.on('error', reject);
  });
}

async function readUrl(url: string, position: number, total: number): Promise<UrlRead> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await getRange(url, position, total);
    } catch (error) {
      if (tried >= TRIES) return { error: { message: (error as Error).message } };
    }
  }
}

/** Decrypts the chunks of `request` lying in `bytes` (from its header, when it asks for one). */
function openRun(request: ChunkRequest, read: Buffer): ChunkAnswer {
  const { id, key, chunks, header } = request;
  const answer: ChunkAnswer = { id, plain: [] };
  let at = 0;
  if (header !== undefined) {
    try {
      checkHeader(read.subarray(0, HEADER_BYTES), header);
    } catch (error) {
      if (error instanceof SealBroken) return { ...answer, error: { sealed: error.message } };
      throw error;
    }
    at = HEADER_BYTES;
  }
  for (const { length, iv } of chunks) {
    if (at + length > read.length || length < TAG) return { ...answer, error: 'cut off' };
    const body = read.subarray(at, at + length - TAG);
    const opened = decryptChunk(key, iv, [body], read.subarray(at + length - TAG, at + length));
    // One piece in, one buffer out (GCM's final block is empty).
    const plain = opened?.[0];
    if (!plain) return { ...answer, error: 'fails its check' };
    // update's output has memory of its own (never Buffer's shared pool): it is moved whole.
    answer.plain.push({
      buffer: plain.buffer as ArrayBuffer,
      offset: plain.byteOffset,
      length: plain.length,
    });
    at += length;
  }
  return answer;
}

async function open(request: ChunkRequest): Promise<ChunkAnswer> {
  const { id, source, chunks, header } = request;
  const start = header === undefined ? request.position : request.position - HEADER_BYTES;
  const total = request.position - start + chunks.reduce((sum, { length }) => sum + length, 0);
  if ('fd' in source) return openRun(request, readFile(source.fd, start, total));
  const read = await readUrl(source.url, start, total);
  if ('error' in read) return { id, plain: [], error: read.error };
  const answer = openRun(request, read.bytes);
  return read.size === undefined ? answer : { ...answer, size: read.size };
}

parentPort?.on('message', (request: ChunkRequest) => {
  open(request)
    .catch((error: unknown): ChunkAnswer => ({
      id: request.id,
      plain: [],
      error: { message: (error as Error).message },
    }))
    .then((answer) =>
      parentPort?.postMessage(
        answer,
        answer.plain.map(({ buffer: moved }) => moved),
      ),
    );
});
