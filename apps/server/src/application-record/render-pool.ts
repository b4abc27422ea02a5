import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApplicationContent } from './content.ts';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';

/**
 * Draws application PDFs in one worker thread, so a render (tens of ms, more for the first) never
 * holds up the server's requests. The worker starts with the first render, stays for the next
 * ones (it keeps the opened font), never keeps the process alive, and is started again after a
 * crash; the renders it had in hand fail and their records are retried by the job.
 */
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (e: Error) => void }>();

/**
 * Where the worker's code is: beside this module when running from the sources (tsx, tests),
 * or `application-record/render-worker.js` in the bundle's dist/ (scripts/build.mjs), which is
 * this file's folder or one of its parents depending on the entry point (server or CLI).
 */
function newWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // From the sources the worker loads TypeScript through tsx (a development dependency), which
    // a worker does not inherit from the thread that starts it.
    const source = new URL('./render-worker.ts', here).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { eval: true });
  }
  let dir = path.dirname(fileURLToPath(here));
  for (let depth = 0; depth < 4; depth += 1) {
    const file = path.join(dir, 'application-record', 'render-worker.js');
    if (fs.existsSync(file)) return new Worker(pathToFileURL(file));
    dir = path.dirname(dir);
  }
  throw new Error('render-worker.js not found beside the bundle');
}

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = newWorker();
  created.unref();
  created.on('message', (answer: RenderAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.length));
  });
  const gone = (error: Error) => {
    if (worker === created) worker = undefined;
    failAll(error);
  };
  created.on('error', gone);
  created.on('exit', (code) => gone(new Error(`the PDF worker stopped (exit code ${code})`)));
  worker = created;
  return created;
}

export function renderInWorker(
  content: ApplicationContent,
  options: { unreadableImage: string; createdAt: Date },
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: RenderRequest = {
      id,
      content,
      unreadableImage: options.unreadableImage,
      createdAt: options.createdAt.getTime(),
    };
    try {
      started().postMessage(request);
    } catch (error) {
      pending.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Stops the worker (tests, shutdown); the next render starts a new one. */
export async function stopRenderWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
