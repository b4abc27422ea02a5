import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerOptions } from 'node:worker_threads';

/** What a pool listens to on its worker (Worker's events of these names). */
export interface WorkerListeners<Answer> {
  message: (answer: Answer) => void;
  error: (error: Error) => void;
  exit: (code: number) => void;
}

/**
 * Starts the worker thread whose module is `entry` (a path under src/ without its extension, as
 * 'storage/unseal-worker'), with `listeners` on it, and lets the process end while it runs (a
 * pool's worker waits for work forever). `here` is the calling module's import.meta.url.
 *
 * The listeners are added here, before unref: a 'message' listener added after unref refs the
 * worker again (Node 20), and the process then never ends by itself once a pool has started
 * (it did: the storage bench's server, D104).
 */
export function startWorker<Answer>(
  here: string,
  entry: string,
  listeners: WorkerListeners<Answer>,
  options: WorkerOptions = {},
): Worker {
  const worker = newWorker(here, entry, options);
  worker.on('message', listeners.message);
  worker.on('error', listeners.error);
  worker.on('exit', listeners.exit);
  worker.unref();
  return worker;
}

/** Pieces of work sent to each worker and not yet answered or given up. */
const held = new WeakMap<Worker, number>();

/**
 * A worker keeps its process up while it has work: `holdWorker` for each piece of work sent,
 * `releaseWorker` for each one answered or given up. An unref'd worker does not keep the process
 * up while it works either, so a command awaiting it with nothing else pending (the CLI's jobs:run
 * on SQLite) would end in the middle; an idle one held would keep the process up for ever (D104).
 */
export function holdWorker(worker: Worker): void {
  const count = (held.get(worker) ?? 0) + 1;
  held.set(worker, count);
  if (count === 1) worker.ref();
}

export function releaseWorker(worker: Worker): void {
  const count = (held.get(worker) ?? 1) - 1;
  held.set(worker, count);
  if (count === 0) worker.unref();
}

/**
 * The TypeScript source through tsx when running from the sources (tsx, tests), or `<entry>.js`
 * in the bundle's dist/ (an entry of its own in scripts/build.mjs), which is the calling module's
 * folder or one of its parents depending on the entry point (server or CLI).
 */
function newWorker(here: string, entry: string, options: WorkerOptions): Worker {
  // The path, not the URL: tsx's import API adds a query to the modules it loads.
  if (fileURLToPath(here).endsWith('.ts')) {
    // tsx (a development dependency) loads the TypeScript: a worker does not inherit it from the
    // thread that starts it.
    const source = pathToFileURL(path.join(sourceRoot(here), `${entry}.ts`)).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { ...options, eval: true });
  }
  let dir = path.dirname(fileURLToPath(here));
  for (let depth = 0; depth < 4; depth += 1) {
    const file = path.join(dir, `${entry}.js`);
    if (fs.existsSync(file)) return new Worker(pathToFileURL(file), options);
    dir = path.dirname(dir);
  }
  throw new Error(`${entry}.js not found beside the bundle`);
}

/** src/ of the sources: the nearest parent folder of `here` named src. */
function sourceRoot(here: string): string {
  let dir = path.dirname(fileURLToPath(here));
  while (path.basename(dir) !== 'src') {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${here} is not under src/`);
    dir = parent;
  }
  return dir;
}
