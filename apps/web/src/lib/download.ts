import { DOWNLOAD_TIMEOUT_MS } from '@app/contract/constants';
import { isApiError } from './api-error';
import { networkFailure } from './envelope';
import { requestHeaders } from './request-body';
import { getRuntimeConfig } from './runtime-config';
import { endExpiredSession } from './session-end';

export interface DownloadOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/** Files are named by server paths ('/api/upload/file/7'); an absolute API base is honoured. */
export function serverUrl(url: string): string {
  const { apiBase } = getRuntimeConfig();
  return /^https?:\/\//.test(apiBase) ? new URL(url, apiBase).href : url;
}

/** A refusal the caller explains in its own words (a document that is gone, say). */
export class DownloadRefused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'DownloadRefused';
  }
}

/**
 * A file's bytes, fetched with the member's Authorization header (the URL alone grants nothing).
 * SPEC §9: a download gives up after 60 s, and a timeout or a dropped connection is SPEC §8's
 * network exception (toasted, an ApiError marked handled); 401 ends the session as calls do.
 */
export async function download(url: string, options: DownloadOptions = {}): Promise<Blob> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(serverUrl(url), {
      method: 'GET',
      headers: requestHeaders(),
      signal: controller.signal,
    });
    if (response.status === 401) {
      endExpiredSession();
      throw new DownloadRefused(401);
    }
    if (response.status !== 200) throw new DownloadRefused(response.status);
    // Reading the body counts too: a transfer that stalls half-way times out as well.
    return await response.blob();
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error;
    if (isApiError(error) || error instanceof DownloadRefused) throw error;
    throw networkFailure(timedOut ? 'timeout' : error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
