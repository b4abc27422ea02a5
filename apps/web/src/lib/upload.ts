import { UPLOAD_TIMEOUT_MS, UPLOAD_TYPE } from '@app/contract/constants';
import { BodyCode } from '@app/contract/codes';
import { ApiError } from './api-error';
import type { CallDefinition, CallRequest, ResponseOf } from '@app/contract/calls/types';
import { networkFailure, parsePayload, settleEnvelope } from './envelope';
import { buildSignedBody, requestHeaders, toFormData } from './request-body';
import { callUrl } from './request';
import { getRuntimeConfig } from './runtime-config';

export interface UploadOptions {
  /** 0-100, as the browser reports the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The server refused the body for its size (413) and said so beside the file, with the limit, in
 * the member's language: a refusal of the file, not a network fault. A 413 without our envelope
 * (a proxy's page) stays a network fault.
 */
function tooLarge(responseText: string): ApiError | null {
  try {
    const body = JSON.parse(responseText) as { msg?: unknown; data?: { fields?: unknown } };
    const fields = body.data?.fields as Record<string, unknown> | undefined;
    if (typeof fields?.file !== 'string') return null;
    return new ApiError(BodyCode.invalid, fields.file, { fields: { file: fields.file } });
  } catch {
    return null;
  }
}

/**
 * platform/upload (SPEC §7): multipart with the file last, shopId from the runtime configuration
 * and type 'miniapp'. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function upload<C extends CallDefinition>(
  definition: C,
  payload: CallRequest<C>,
  options: UploadOptions = {},
): Promise<ResponseOf<C>> {
  const input = parsePayload(definition, {
    shopId: getRuntimeConfig().shopId,
    type: UPLOAD_TYPE,
    ...(payload as Record<string, unknown>),
  });
  const body = buildSignedBody(input, definition.auth);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', callUrl(definition));
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const refused = xhr.status === 413 ? tooLarge(xhr.responseText) : null;
      if (refused) return reject(refused);
      if (xhr.status !== 200) return reject(networkFailure(`HTTP ${xhr.status}`));
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Settled below as 'server busy'.
      }
      try {
        resolve(settleEnvelope(definition, json));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.ontimeout = () => reject(networkFailure('timeout'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(toFormData(body));
  });
}
