import { BodyCode } from '@app/contract/codes';
import { translate } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-error';
import { networkFailure } from '../../lib/envelope';
import { fetchWithDeadline } from '../../lib/fetch-with-deadline';
import type { DeadlineOptions } from '../../lib/fetch-with-deadline';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export function asEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

export interface TransportOptions extends DeadlineOptions {
  /** No toast on transport trouble (the silent token refresh: SPEC §7 "failures ignored"). */
  quiet?: boolean | undefined;
}

/** SPEC §8 network exception: toasted unless quiet, then rejected with code 500. */
function transportFailure(detail: string | undefined, quiet: boolean | undefined): ApiError {
  if (!quiet) return networkFailure(detail);
  return new ApiError(BodyCode.serverError, translate('error.network'), null, true);
}

/**
 * The console's one fetch: SPEC §9's timeout over the request and the reading of its answer
 * (`read`), a caller's cancel passed through, and transport trouble turned into SPEC §8's network
 * exception (quiet when asked). Everything the server decided is `read`'s to settle.
 */
export function timedFetch<T>(
  url: string,
  init: RequestInit,
  options: TransportOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  return fetchWithDeadline({
    url,
    init,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    read,
    fail: (detail) => transportFailure(detail, options.quiet),
  });
}
