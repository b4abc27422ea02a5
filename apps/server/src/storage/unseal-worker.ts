import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { TAG, decryptChunk } from './sealed.ts';

/**
 * A worker thread that opens sealed chunks (unseal-pool.ts starts two): it reads a run of
 * consecutive chunks at `position` of the open file `fd` in one read (a descriptor of this
 * process, opened by the main thread, which closes it only once every request on it is answered)
 * and decrypts each as one AES-256-GCM chunk, its 16-byte tag last. The plain bytes go back in
 * one message, each chunk in memory of its own, moved (not copied): a message costs a worker
 * about 8 µs whether it moves one chunk or four (D104).
 */
export interface ChunkRequest {
  id: number;
  fd: number;
  position: number;
  key: Uint8Array;
  /** Each chunk's stored length (its tag included) and nonce, in the order they lie. */
  chunks: { length: number; iv: Uint8Array }[];
}

/**
 * The chunks opened, in order, up to the first that failed; `error` says why that one failed
 * (a string: the chunk is altered or cut off; an object: the read itself failed).
 */
export interface ChunkAnswer {
  id: number;
  plain: { buffer: ArrayBuffer; offset: number; length: number }[];
  error?: 'cut off' | 'fails its check' | { message: string };
}

/** Read into again by every request (only the plain bytes leave the thread). */
let buffer = Buffer.allocUnsafeSlow(0);

function open({ id, fd, position, key, chunks }: ChunkRequest): ChunkAnswer {
  const total = chunks.reduce((sum, { length }) => sum + length, 0);
  if (buffer.length < total) buffer = Buffer.allocUnsafeSlow(total);
  let got = 0;
  while (got < total) {
    const read = fs.readSync(fd, buffer, got, total - got, position + got);
    if (!read) break;
    got += read;
  }
  const answer: ChunkAnswer = { id, plain: [] };
  let at = 0;
  for (const { length, iv } of chunks) {
    if (at + length > got || length < TAG) return { ...answer, error: 'cut off' };
    const body = buffer.subarray(at, at + length - TAG);
    const opened = decryptChunk(key, iv, [body], buffer.subarray(at + length - TAG, at + length));
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

parentPort?.on('message', (request: ChunkRequest) => {
  let answer: ChunkAnswer;
  try {
    answer = open(request);
  } catch (error) {
    answer = { id: request.id, plain: [], error: { message: (error as Error).message } };
  }
  parentPort?.postMessage(
    answer,
    answer.plain.map(({ buffer: moved }) => moved),
  );
});
