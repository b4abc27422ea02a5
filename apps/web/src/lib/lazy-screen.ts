import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, SCREEN_TIMEOUT_MS } from '@app/contract/constants';

/** The promise, or a rejection once `timeoutMs` has passed without an answer. */
function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A chunk fetched on demand outside the router (the contract's schemas, say): SPEC §9's lazy
 * chunk load gives up after 120 s, so a dropped connection fails the form's action instead of
 * leaving it waiting for ever.
 */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return (): Promise<M> => withTimeout(load(), timeoutMs, 'Chunk load');
}

/**
 * A react-router `lazy` for a screen module: the route's chunk is fetched on first visit, and a
 * screen that has not arrived after SPEC §9's async-screen timeout (60 s) fails, so the route
 * shows its error and reload (RouteError) instead of the loading indicator for ever. The
 * indicator itself waits SPEC's 200 ms before showing (ScreenFallback).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  timeoutMs = SCREEN_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withTimeout(load(), timeoutMs, 'Screen load');
    // The screen renders in a task after the one that evaluated its chunk, not in it (issue 14:
    // one task on the phone's main thread, two shorter ones are less blocking).
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { Component: pick(module) };
  };
}
