import crypto from 'node:crypto';
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

/**
 * A worker thread that opens sealed chunks (unseal-pool.ts starts two): it reads `length` bytes
 * at `position` of the open file `fd` (a descriptor of this process, opened by the main thread,
 * which closes it only once every request on it is answered) and decrypts them as one
 * AES-256-GCM chunk, its 16-byte tag last. The plain bytes go back in memory of their own,
 * moved (not copied).
 */
export interface ChunkRequest {
  id: number;
  fd: number;
  position: number;
  length: number;
  key: Uint8Array;
  iv: Uint8Array;
}

export type ChunkAnswer =
  | { id: number; plain: ArrayBuffer; offset: number; length: number }
  | { id: number; error: 'cut off' | 'fails its check' | { message: string } };

const TAG = 16;
/** Read into again by every request (only the plain bytes leave the thread). */
let buffer = Buffer.allocUnsafeSlow(0);

function open({ id, fd, position, length, key, iv }: ChunkRequest): ChunkAnswer {
  if (buffer.length < length) buffer = Buffer.allocUnsafeSlow(length);
  let got = 0;
  while (got < length) {
    const read = fs.readSync(fd, buffer, got, length - got, position + got);
    if (!read) break;
    got += read;
  }
  if (got < length || length < TAG) return { id, error: 'cut off' };
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(buffer.subarray(length - TAG, length));
  let plain: Buffer;
  try {
    plain = decipher.update(buffer.subarray(0, length - TAG));
    // GCM's final block is empty; final() is where the tag is checked.
    decipher.final();
  } catch {
    return { id, error: 'fails its check' };
  }
  // update's output has memory of its own (never Buffer's shared pool): it is moved whole.
  return { id, plain: plain.buffer as ArrayBuffer, offset: plain.byteOffset, length: plain.length };
}

parentPort?.on('message', (request: ChunkRequest) => {
  let answer: ChunkAnswer;
  try {
    answer = open(request);
  } catch (error) {
    answer = { id: request.id, error: { message: (error as Error).message } };
  }
  parentPort?.postMessage(answer, 'plain' in answer ? [answer.plain] : []);
});
