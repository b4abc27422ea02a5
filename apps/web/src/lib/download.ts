import { DOWNLOAD_TIMEOUT_MS } from '@app/contract/constants';
import { isApiError } from './api-error';
import { networkFailure } from './envelope';
import { fetchWithDeadline } from './fetch-with-deadline';
import type { DeadlineOptions } from './fetch-with-deadline';
import { requestHeaders } from './request-body';
import { getRuntimeConfig } from './runtime-config';
import { endExpiredSession } from './session-end';

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
export function download(url: string, options: DeadlineOptions = {}): Promise<Blob> {
  return fetchWithDeadline({
    url: serverUrl(url),
    init: { method: 'GET', headers: requestHeaders() },
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
    read: (response) => {
      if (response.status === 401) {
        endExpiredSession();
        throw new DownloadRefused(401);
      }
      if (response.status !== 200) throw new DownloadRefused(response.status);
      return response.blob();
    },
    fail: (detail) => networkFailure(detail),
    answered: (error) => isApiError(error) || error instanceof DownloadRefused,
  });
}
