import { BodyCode } from '@app/contract/codes';
import { REQUEST_TIMEOUT_MS } from '@app/contract/constants';
import { translate } from '../../i18n/i18n';
import { ApiError, isApiError } from '../../lib/api-error';
import { networkFailure } from '../../lib/envelope';

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

export interface TransportOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /** No toast on transport trouble (the silent token refresh: SPEC §7 "failures ignored"). */
  quiet?: boolean | undefined;
}

/** SPEC §8 network exception: toasted unless quiet, then rejected with code 500. */
function transportFailure(detail: string | undefined, quiet: boolean | undefined): ApiError {
  if (!quiet) return networkFailure(detail);
  return new ApiError(BodyCode.serverError, translate('error.network'), null, true);
}

/**
 * The console's one fetch: SPEC §9's 60 s timeout over the request and the reading of its
 * answer (`read`), a caller's cancel passed through, and transport trouble turned into SPEC §8's
 * network exception. Everything the server decided is `read`'s to settle.
 */
export async function timedFetch<T>(
  url: string,
  init: RequestInit,
  options: TransportOptions,
  read: (response: Response) => Promise<T>,
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
    throw transportFailure(detail, options.quiet);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
