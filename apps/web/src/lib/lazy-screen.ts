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

/** An app chunk's address in a browser's "failed to fetch dynamically imported module" error. */
const CHUNK_IN_ERROR = /\bhttps?:\/\/[^\s'"]+\.js\b/;
/** Per chunk whose fetch failed: its latest retry's number, and whether that one loaded. */
const retries = new Map<string, { attempt: number; loaded: boolean }>();

/**
 * A dynamic import that a later call can try again after its fetch failed. Browsers that follow
 * the HTML standard's older rule (Chromium before its fix of issue 534781954, as in a phone's
 * WebView that is not updated) keep a failed module fetch in the page's module map: the same
 * import fails again at once, with no request, until the page is reloaded. So when the import
 * fails and the browser's error names the app's chunk (Chromium's does), the chunk is imported
 * once more under its address with a query, which the module map treats as another module and
 * the server ignores. A browser that fetches again never gets past the first import. Not mended:
 * a chunk that the named one imports statically and that failed itself.
 */
export async function retryableImport<M>(
  load: () => Promise<M>,
  importUrl: (url: string) => Promise<M> = (url) => import(/* @vite-ignore */ url),
): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const named = error instanceof Error ? CHUNK_IN_ERROR.exec(error.message)?.[0] : undefined;
    const url = named === undefined ? undefined : new URL(named);
    if (url?.origin !== window.location.origin) throw error;
    const retry = retries.get(url.href) ?? { attempt: 0, loaded: false };
    retries.set(url.href, retry);
    // A retry that loaded is imported again under its address (the module map gives its module,
    // with no request); one that failed is the same cached failure, so the next gets a new one.
    if (!retry.loaded) retry.attempt++;
    url.searchParams.set('retry', String(retry.attempt));
    const module = await importUrl(url.href);
    retry.loaded = true;
    return module;
  }
}

/**
 * One promise of `load` for every call while it is pending or has loaded; after a failure the
 * next call loads afresh, so a dropped connection does not fail every later attempt.
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
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
