import { REQUEST_TIMEOUT_MS } from '@app/contract/constants';
import type { AnyCall, RequestOf, ResponseOf } from '@app/contract/calls/types';
import { isApiError } from './api-error';
import { reportReachable, reportUnreachable } from './connectivity';
import { networkFailure, parsePayload, settleEnvelope } from './envelope';
import { hideLoading, showLoading } from './feedback';
import { buildSignedBody, requestHeaders, toFormData, toUrlEncoded } from './request-body';
import { getRuntimeConfig } from './runtime-config';

export interface CallOptions {
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects without a toast. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Show the blocking loading toast while the call runs. */
  loading?: boolean;
}

export function callUrl(definition: AnyCall): string {
  return `${getRuntimeConfig().apiBase}${definition.path}`;
}

/**
 * The one way screens talk to the server (SPEC §7-§8): POST, signed form body, envelope.
 * Resolves with data on code 200 and rejects with an ApiError otherwise.
 */
export async function call<C extends AnyCall>(
  definition: C,
  payload: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const body = buildSignedBody(parsePayload(definition, payload), definition.auth);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  if (options.loading) showLoading();

  let json: unknown;
  try {
    const response = await fetch(callUrl(definition), {
      method: 'POST',
      headers: requestHeaders(),
      body: definition.multipart ? toFormData(body) : toUrlEncoded(body),
      signal: controller.signal,
    });
    reportReachable();
    // SPEC §5: a call counts as successful only if the HTTP status is exactly 200.
    if (response.status !== 200) throw networkFailure(`HTTP ${response.status}`);
    // A body that is not JSON is settled below as 'server busy'.
    json = await response.json().catch(() => null);
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error;
    if (isApiError(error)) throw error;
    // No answer at all (not a slow one): the app shows that it is offline.
    if (!timedOut) reportUnreachable();
    throw networkFailure(timedOut ? 'timeout' : error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    if (options.loading) hideLoading();
  }
  return settleEnvelope(definition, json);
}
