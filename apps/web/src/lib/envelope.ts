import { BodyCode } from '@app/contract/codes';
import type { AnyCall, ResponseOf } from '@app/contract/calls/types';
import { translateIssues } from '@app/contract/issues';
import { translate } from '../i18n/i18n';
import { ApiError } from './api-error';
import { showToast } from './feedback';
import { endExpiredSession, endRevokedSession } from './session-end';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function asEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

/** SPEC §8 network exception: toast 'Error: network exception', reject with code 500. */
export function networkFailure(detail?: string): ApiError<null> {
  const text = translate('error.network');
  showToast(`Error: ${text}${detail ? ` (${detail})` : ''}`);
  return new ApiError(BodyCode.serverError, text, null, true);
}

/** SPEC §8 request failure: an answer that is not the envelope the contract promises. */
export function serverBusy(detail: string): ApiError<null> {
  const text = translate('error.serverBusy');
  showToast(`${text} ${detail}`);
  return new ApiError(BodyCode.serverError, text, null, true);
}

/** Validates a payload with the call's schema; failures look exactly like a server code 400. */
export function parsePayload(definition: AnyCall, payload: unknown): Record<string, unknown> {
  // A zod-free endpoint's payload is built by our own code; the server validates it anyway.
  if (!('request' in definition)) return (payload ?? {}) as Record<string, unknown>;
  const parsed = definition.request.safeParse(payload ?? {});
  if (parsed.success) return (parsed.data ?? {}) as Record<string, unknown>;
  const fields = translateIssues(parsed.error.issues, translate);
  // As the server answers: msg is the first field's message (reportError toasts it).
  const msg = Object.values(fields)[0] ?? translate('validation.default');
  throw new ApiError(BodyCode.invalid, msg, { fields });
}

/** Resolves code 200 with the parsed data; handles 100 and 401; rejects every other code. */
export function settleEnvelope<C extends AnyCall>(definition: C, body: unknown): ResponseOf<C> {
  const envelope = asEnvelope(body);
  if (!envelope) throw serverBusy('(invalid response)');
  const { code, msg, data } = envelope;
  if (code === BodyCode.ok) {
    if (!('response' in definition)) return data as ResponseOf<C>;
    const parsed = definition.response.safeParse(data);
    if (parsed.success) return parsed.data as ResponseOf<C>;
    throw serverBusy(`(${definition.path})`);
  }
  if (code === BodyCode.sessionRevoked) {
    endRevokedSession(msg);
    throw new ApiError(code, msg, data, true);
  }
  if (code === BodyCode.unauthorized) {
    endExpiredSession();
    throw new ApiError(code, msg || translate('error.sessionExpired'), data, true);
  }
  throw new ApiError(code, msg, data);
}
