import type { AnyCall, RequestOf, ResponseOf } from '@app/contract/calls/types';
import { reportReachable, reportUnreachable } from './connectivity';
import { networkFailure, parsePayload, settleEnvelope } from './envelope';
import { hideLoading, showLoading } from './feedback';
import { fetchWithDeadline } from './fetch-with-deadline';
import type { DeadlineOptions } from './fetch-with-deadline';
import { buildSignedBody, requestHeaders, toFormData, toUrlEncoded } from './request-body';
import { getRuntimeConfig } from './runtime-config';

export interface CallOptions extends DeadlineOptions {
  /** Show the blocking loading toast while the call runs. */
  loading?: boolean;
}

export function callUrl(definition: AnyCall): string {
  return `${getRuntimeConfig().apiBase}${definition.path}`;
}

/**
 * The POST of every call: signed body, headers, the timeout and cancelling, the loading toast.
 * `read` takes the body of an HTTP 200 answer, within the timeout: a transfer that stalls
 * half-way times out as well.
 */
export async function post<T>(
  definition: AnyCall,
  payload: unknown,
  options: CallOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const body = buildSignedBody(parsePayload(definition, payload), definition.auth);
  const init = {
    method: 'POST',
    headers: requestHeaders(),
    body: definition.multipart ? toFormData(body) : toUrlEncoded(body),
  };
  if (options.loading) showLoading();
  try {
    return await fetchWithDeadline({
      url: callUrl(definition),
      init,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      read: (response) => {
        reportReachable();
        // SPEC §5: a call counts as successful only if the HTTP status is exactly 200.
        if (response.status !== 200) throw networkFailure(`HTTP ${response.status}`);
        return read(response);
      },
      fail: (detail, timedOut) => {
        // No answer at all (not a slow one): the app shows that it is offline.
        if (!timedOut) reportUnreachable();
        return networkFailure(detail);
      },
    });
  } finally {
    if (options.loading) hideLoading();
  }
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
  // A body that is not JSON is settled as 'server busy'.
  const json = await post(definition, payload, options, (response) =>
    response.json().catch(() => null),
  );
  return settleEnvelope(definition, json);
}
