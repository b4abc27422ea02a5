import type { RouteAt } from '@app/contract/admin/api';
import type { AdminAddress, AdminJsonRoute, AnswerOf } from '@app/contract/admin/api/route';
import { BodyCode } from '@app/contract/codes';
import type * as z from 'zod';
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

interface AdminRequest extends TransportOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  /** '/admin/...' */
  path: string;
  query?: Query;
  /** JSON, or FormData for a file. */
  body?: unknown;
}

/**
 * A declared path with its `:name` parameters filled in, each encoded as one path segment (an id
 * holding '/' or '?' stays one segment). A parameter the path names but the call lacks is a bug.
 */
export function routePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
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

type Schema<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** Query values travel as text; empty ones ('' or null, an unset filter) are left out. */
type QueryPart<R> = [Schema<R, 'query'>] extends [never]
  ? { query?: never }
  : { query?: Partial<Record<keyof z.input<Schema<R, 'query'>>, Query[string]>> };
type ParamsPart<R> = [Schema<R, 'params'>] extends [never]
  ? { params?: never }
  : { params: z.input<Schema<R, 'params'>> };
type BodyPart<R> = R extends { kind: 'upload' }
  ? { body: FormData }
  : [Schema<R, 'body'>] extends [never]
    ? { body?: never }
    : undefined extends z.input<Schema<R, 'body'>>
      ? { body?: z.input<Schema<R, 'body'>> }
      : { body: z.input<Schema<R, 'body'>> };

/** What a call of a route takes: its params, query and body as the contract declares them. */
export type AdminCallInput<R> = ParamsPart<R> & QueryPart<R> & BodyPart<R> & TransportOptions;
/** The input is optional when nothing in it is required. */
export type AdminCallArgs<R> =
  object extends AdminCallInput<R> ? [input?: AdminCallInput<R>] : [input: AdminCallInput<R>];

/**
 * The console's one client for the back office API: a route's address
 * (`@app/contract/admin/api/endpoints`) with its params, query and body as the route's
 * declaration types them, answered with the declared answer (JSON over fetch, `{code, msg, data}`
 * with the HTTP status equal to code; the server has checked the answer against the same
 * declaration). The address holds no schema, so a screen loads none it does not use. Rejects with an ApiError: 400
 * with data.fields, 403 not allowed, 404 not found, 429 with data.retryAfter; 401 sends the staff
 * member to the console's login first.
 */
export function adminCall<A extends AdminAddress>(
  route: A,
  ...[input]: AdminCallArgs<RouteAt<A>>
): Promise<AnswerOf<RouteAt<A>>> {
  const { params, query, body, ...options } = (input ?? {}) as AdminCallInput<AdminJsonRoute> & {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  };
  const request: AdminRequest = {
    ...options,
    method: route.method,
    path: routePath(route.path, params),
  };
  if (query) request.query = query;
  if (body !== undefined) request.body = body;
  return send(request, async (response) =>
    settle<AnswerOf<RouteAt<A>>>(response.status, await response.json().catch(() => null)),
  );
}

/**
 * A stored file (an upload or a document) as a Blob, fetched with the bearer token: its URL
 * alone grants nothing, so it is shown from a blob URL, never linked bare. The path is the `url`
 * an answer gave for the file (a download route of the contract), or a list's export with its
 * filters as `query`.
 */
export function adminFile(
  path: string,
  options: TransportOptions & { query?: Query } = {},
): Promise<Blob> {
  return send({ ...options, path }, async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && !type.includes('application/json')) return response.blob();
    return settle<Blob>(response.status, await response.json().catch(() => null));
  });
}
