import { REQUEST_TIMEOUT_MS } from '@app/contract/constants';
import { isApiError } from './api-error';

export interface DeadlineOptions {
  /** A caller's cancel (TanStack Query passes one): rejects with the abort, nothing toasted. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

export interface DeadlineFetch<T> extends DeadlineOptions {
  url: string;
  init: RequestInit;
  /** Reads the answer, within the same deadline: a transfer that stalls half-way times out too. */
  read: (response: Response) => Promise<T>;
  /** Transport trouble (no answer, the timeout, a broken transfer) as the caller reports it. */
  fail: (detail: string | undefined, timedOut: boolean) => Error;
  /** What `read` throws as an answer, not as trouble: the server's ApiError unless told otherwise. */
  answered?: (error: unknown) => boolean;
}

/**
 * One fetch and the reading of its answer within SPEC §9's timeout (REQUEST_TIMEOUT_MS unless
 * `timeoutMs`), for the member app's calls and downloads and the console's calls. A caller's cancel
 * passes through as it is, and so does an answer `read` throws; anything else becomes `fail`'s
 * error, SPEC §8's network exception in each caller's manner.
 */
export async function fetchWithDeadline<T>({
  url,
  init,
  signal,
  timeoutMs = REQUEST_TIMEOUT_MS,
  read,
  fail,
  answered = isApiError,
}: DeadlineFetch<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    return await read(await fetch(url, { ...init, signal: controller.signal }));
  } catch (error) {
    if (signal?.aborted && !timedOut) throw error;
    if (answered(error)) throw error;
    const detail = timedOut ? 'timeout' : error instanceof Error ? error.message : undefined;
    throw fail(detail, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
