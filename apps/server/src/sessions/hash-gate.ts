import os from 'node:os';
import { BodyCode } from '@app/contract/codes';
import { AppError } from '../http/app-error.ts';

/**
 * How many seconds a refused caller is told to wait: long enough for the queue to drain at the
 * real cost (about a quarter of a second a hash), short enough for a person to simply retry.
 */
export const BUSY_RETRY_AFTER_S = 5;

/** The server is too busy hashing passwords: body code 503 with a translated message. */
export const hashingBusy = () =>
  new AppError(
    BodyCode.busy,
    'error.busy',
    { retryAfter: BUSY_RETRY_AFTER_S },
    { retryAfter: BUSY_RETRY_AFTER_S },
  );

interface Limits {
  concurrency: number;
  queue: number;
}

const defaults = (): Limits => {
  const slots = os.availableParallelism();
  return { concurrency: slots, queue: slots * 4 };
};

let limits: Limits = defaults();
let running = 0;
const waiting: (() => void)[] = [];

/**
 * Sets the gate's limits (config PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE). One process
 * serves one app, so the gate is the process's: scrypt runs on libuv's shared thread pool, and
 * the cores are the process's too. Without an argument: the defaults.
 */
export function configureHashGate(next?: Limits): void {
  limits = next ?? defaults();
  // Raised limits let waiting callers in at once.
  while (running < limits.concurrency && waiting.length > 0) {
    running += 1;
    waiting.shift()?.();
  }
}

/** Hashes running and waiting now (tests wait on it; /metrics may show it). */
export function hashGateState(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * Runs one password hash when a slot is free: at most `concurrency` at once, at most `queue`
 * waiting (first come, first served), and beyond that refused at once with hashingBusy, before
 * any work. Every hash of the server goes through here (login checks, the unknown accounts'
 * dummy check, new passwords), so an unknown account waits and costs exactly like a known one.
 */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < limits.concurrency) {
    running += 1;
  } else if (waiting.length < limits.queue) {
    // The slot is handed over by release(): `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    // The error handler logs it as the security event load.shed, with the caller's address.
    throw hashingBusy();
  }
  try {
    return await work();
  } finally {
    release();
  }
}
