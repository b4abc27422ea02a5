import { REQUEST_TIMEOUT_MS } from '@app/contract/constants';
import type { ApiError } from './api-error';
import { isApiError } from './api-error';

export interface DeadlineOptions {
  /** A caller's cancel (TanStack Query passes one): rejects with the abort, nothing toasted. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/**
 * One fetch and the reading of its answer within SPEC §9's timeout (REQUEST_TIMEOUT_MS unless
 * `timeoutMs`), for both sites: a transfer that stalls half-way times out as well. A caller's
 * cancel passes through as it is, and so does an ApiError that `read` throws (what the server
 * decided). Anything else (no answer, the timeout, a broken transfer) becomes `fail(detail,
 * timedOut)`, SPEC §8's network exception in each site's manner.
 */
export async function fetchWithDeadline<T>(
  url: string,
  init: RequestInit,
  options: DeadlineOptions,
  read: (response: Response) => Promise<T>,
  fail: (detail: string | undefined, timedOut: boolean) => ApiError,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  try {
    return await read(await fetch(url, { ...init, signal: controller.signal }));
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error;
    if (isApiError(error)) throw error;
    const detail = timedOut ? 'timeout' : error instanceof Error ? error.message : undefined;
    throw fail(detail, timedOut);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
