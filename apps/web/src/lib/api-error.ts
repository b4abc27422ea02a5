import type { FieldMessage } from '@app/contract/issues';

/**
 * What every failed call rejects with: the body code, the server's (translated) message and its
 * data, e.g. data.fields on code 400 or data.retryAfter on 429. `handled` says the request layer
 * already told the user (network trouble, session end), so screens stay quiet.
 */
export class ApiError<D = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: D;
  readonly handled: boolean;

  constructor(code: number, msg: string, data: D, handled = false) {
    super(msg || `code ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.handled = handled;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The data.fields of a code 400 answer, when there is one. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 400) return {};
  const data = error.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return {};
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Texts the server already translated, as form errors: forms keep catalog keys (translated at
 * render time), and a text passes through i18next unchanged.
 */
export function asFieldMessages(texts: Record<string, string>): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [field, text] of Object.entries(texts)) out[field] = { key: text, params: {} };
  return out;
}
