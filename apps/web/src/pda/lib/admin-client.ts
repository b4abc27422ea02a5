import { BodyCode } from '@app/contract/codes';
import { translate } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-error';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { getLanguage } from '../../lib/storage';
import { endStaffSession } from './session-end';
import { getBearer } from './staff-session';
import { refreshIfDue } from './token-refresh';
import { asEnvelope, timedFetch } from './transport';
import type { TransportOptions } from './transport';

export type Query = Record<string, string | number | undefined | null>;

export interface AdminRequest extends TransportOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  /** '/admin/...' */
  path: string;
  query?: Query;
  /** JSON, or FormData for a file. */
  body?: unknown;
}

/** The back office sits at the server's root; an absolute API base names another origin. */
export function adminUrl(path: string, query: Query = {}): string {
  const { apiBase } = getRuntimeConfig();
  const base = /^https?:\/\//.test(apiBase) ? new URL(path, apiBase).href : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** An answer the server decided: data on 200; 401 ends the login; the rest reject with the code. */
function settle<T>(status: number, body: unknown): T {
  const envelope = asEnvelope(body);
  // A proxy's error page, or no body at all: transport trouble, not an answer.
  if (!envelope) throw new TypeError(`HTTP ${status}`);
  const { code, msg, data } = envelope;
  if (code === BodyCode.ok) return data as T;
  if (code === BodyCode.unauthorized) {
    endStaffSession();
    throw new ApiError(code, msg || translate('error.sessionExpired'), data, true);
  }
  const fallback =
    code === BodyCode.forbidden
      ? 'error.forbidden'
      : code === BodyCode.notFound
        ? 'error.notFound'
        : 'error.server';
  throw new ApiError(code, msg || translate(fallback), data);
}

async function send<T>(request: AdminRequest, read: (response: Response) => Promise<T>) {
  await refreshIfDue();
  const bearer = getBearer();
  if (!bearer) return settle<T>(401, { code: BodyCode.unauthorized, msg: '', data: null });
  const headers: Record<string, string> = {
    Authorization: `Bearer ${bearer}`,
    'Accept-Language': getLanguage(),
  };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (body !== undefined) init.body = body;
  return timedFetch(adminUrl(request.path, request.query), init, request, read);
}

/**
 * The console's one client for the back office API (JSON over fetch, `{code, msg, data}` with
 * the HTTP status equal to code). Resolves with data; rejects with an ApiError: 400 with
 * data.fields, 403 not allowed, 404 not found, 429 with data.retryAfter; 401 sends the staff
 * member to the console's login first.
 */
export function adminRequest<T>(request: AdminRequest): Promise<T> {
  return send(request, async (response) =>
    settle<T>(response.status, await response.json().catch(() => null)),
  );
}

/**
 * A stored file (an upload or a document) as a Blob, fetched with the bearer token: its URL
 * alone grants nothing, so it is shown from a blob URL, never linked bare.
 */
export function adminFile(path: string, options: TransportOptions = {}): Promise<Blob> {
  return send({ ...options, path }, async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && !type.includes('application/json')) return response.blob();
    return settle<Blob>(response.status, await response.json().catch(() => null));
  });
}
