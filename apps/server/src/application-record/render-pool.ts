import type { ResourceLimits, Worker } from 'node:worker_threads';
import { holdWorker, releaseWorker, startWorker } from '../workers/start-worker.ts';
import type { ApplicationContent } from './content.ts';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';

/**
 * Draws application PDFs in one worker thread, so a render (tens of ms, more for the first) never
 * holds up the server's requests. The worker starts with the first render, stays for the next
 * ones (it keeps the opened font), keeps the process alive only while it renders, and is started
 * again after a crash.
 *
 * One render at a time, each with a memory limit and a deadline: the worker's heap is limited
 * (resourceLimits) and a render that runs out of it, or past RENDER_DEADLINE_MS, ends the worker,
 * so that render fails alone (its record is retried by the job, docs/security.md) and the next
 * one in the queue gets a new worker. Images are bounded before that: the renderer draws none
 * larger than a signature may be (render.ts), since their decoded pixels live outside the heap.
 */
export interface RenderLimits {
  /** The worker's heap (V8 old generation), in MiB. */
  heapMb: number;
  /** How long one render may take. */
  deadlineMs: number;
}

const DEFAULT_LIMITS: RenderLimits = { heapMb: 256, deadlineMs: 60_000 };
let limits = DEFAULT_LIMITS;

let worker: Worker | undefined;
let nextId = 1;
/** The render in hand was stopped for taking too long. */
let deadlinePassed = false;

interface Pending {
  request: RenderRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/** Renders waiting their turn, and the one the worker has in hand. */
const queue: Pending[] = [];
let current: (Pending & { timer: NodeJS.Timeout; worker: Worker }) | undefined;

/** Settles the render in hand and sends the next one. */
function finish(outcome: { pdf: Buffer } | { error: Error }): void {
  const done = current;
  current = undefined;
  if (done) {
    clearTimeout(done.timer);
    releaseWorker(done.worker);
    if ('pdf' in outcome) done.resolve(outcome.pdf);
    else done.reject(outcome.error);
  }
  pump();
}

function started(): Worker {
  if (worker) return worker;
  let failure: Error | undefined;
  const resourceLimits: ResourceLimits = {
    maxOldGenerationSizeMb: limits.heapMb,
    maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.heapMb / 8))),
  };
  const created = startWorker(
    import.meta.url,
    'application-record/render-worker',
    {
      message: (answer: RenderAnswer) => {
        if (current?.request.id !== answer.id) return;
        if ('error' in answer) finish({ error: new Error(answer.error) });
        else {
          const pdf = Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.length);
          finish({ pdf });
        }
      },
      error: (error) => {
        failure = error;
      },
      exit: (code) => {
        if (worker === created) worker = undefined;
        // Out of memory, past its deadline or crashed: the render in hand fails, the rest go on.
        const error = deadlinePassed
          ? new Error(`the PDF render took longer than ${limits.deadlineMs} ms`)
          : (failure ?? new Error(`the PDF worker stopped (exit code ${code})`));
        finish({ error });
      },
    },
    { resourceLimits },
  );
  worker = created;
  return created;
}

function pump(): void {
  if (current) return;
  const next = queue.shift();
  if (!next) return;
  let running: Worker;
  try {
    running = started();
  } catch (error) {
    next.reject(error instanceof Error ? error : new Error(String(error)));
    pump();
    return;
  }
  deadlinePassed = false;
  const timer = setTimeout(() => {
    deadlinePassed = true;
    void running.terminate();
  }, limits.deadlineMs);
  timer.unref();
  // Held while it renders: a command awaiting a render is not ended for want of work.
  holdWorker(running);
  current = { ...next, timer, worker: running };
  running.postMessage(next.request);
}

export function renderInWorker(
  content: ApplicationContent,
  options: { unreadableImage: string; createdAt: Date },
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const request: RenderRequest = {
      id: nextId++,
      content,
      unreadableImage: options.unreadableImage,
      createdAt: options.createdAt.getTime(),
    };
    queue.push({ request, resolve, reject });
    pump();
  });
}

/**
 * Sets the limits of the workers started from now on (tests use small ones; the defaults suit
 * the server). The worker running is stopped, so the next render uses them.
 */
export async function setRenderLimits(next: Partial<RenderLimits>): Promise<void> {
  limits = { ...DEFAULT_LIMITS, ...next };
  await stopRenderWorker();
}

/** Stops the worker (tests, shutdown); the next render starts a new one. */
export async function stopRenderWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
