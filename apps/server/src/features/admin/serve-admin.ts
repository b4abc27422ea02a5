import type { Language } from '@app/contract/codes';
import type {
  AdminDownloadRoute,
  AdminJsonRoute,
  AdminRoute,
  AdminUploadRoute,
} from '@app/contract/admin/api/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as z from 'zod';
import { envelopeSchema } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/i18n.ts';
import { staffCtx } from './access.ts';
import type { StaffCtx } from './access.ts';
import { ok, parse } from './http.ts';
import { sendStoredFile } from './send-file.ts';
import type { StoredFile } from './send-file.ts';

type Out<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a handler is given: the route's input, parsed and typed, and the caller. */
export interface AdminInput<R extends AdminRoute> {
  params: Out<R, 'params'>;
  query: Out<R, 'query'>;
  /** An upload's body is null when it came as multipart: the file is in `req.body`. */
  body: R extends AdminUploadRoute ? Out<R, 'body'> | null : Out<R, 'body'>;
  ctx: StaffCtx;
  lang: Language;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What the handler may return for an answer: its shape as the declaration takes it, with codes
 * as plain text (the database's columns are strings to TypeScript; the answer's parse checks
 * their values at run time).
 */
type Loose<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Loose<U>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;

type AnswerInput<R> = R extends { answer: infer S extends z.ZodType } ? Loose<z.input<S>> : never;

/** Per-route Fastify options the declaration does not hold (body limit, multipart gate). */
type Extra = Pick<RouteOptions, 'bodyLimit' | 'config'>;

const description =
  'Back office. Authorization: Bearer <staff bearer token from pda/site/login, or ADMIN_TOKEN>. Answers {code, msg, data}; the HTTP status equals code (401 without a valid token, 403 when the role may not, 404 unknown or outside an agent’s book).';

/** The declaration as OpenAPI sees it: Fastify validates nothing (routes.ts), this does. */
function openApi(route: AdminRoute) {
  const response =
    route.kind === 'download'
      ? {
          200: {
            description: 'The file itself; a refusal is the JSON envelope',
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
        }
      : { 200: envelopeSchema(route.answer) };
  return {
    tags: ['admin'],
    summary: route.summary,
    description,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.kind === 'upload'
      ? { consumes: ['multipart/form-data', 'application/json'] }
      : route.body
        ? { body: route.body }
        : {}),
    response,
  };
}

/** Params, query and body checked with the route's schemas, in the caller's language (400). */
function inputOf<R extends AdminRoute>(
  app: FastifyInstance,
  route: R,
  req: FastifyRequest,
  reply: FastifyReply,
): AdminInput<R> {
  const params: unknown = route.params ? parse(route.params, req.params, req) : undefined;
  const query: unknown = route.query ? parse(route.query, req.query, req) : undefined;
  const multipart = route.kind === 'upload' && req.isMultipart();
  const body: unknown = route.body && !multipart ? parse(route.body, req.body, req) : null;
  return {
    params,
    query,
    body: route.body ? body : undefined,
    ctx: staffCtx(app.ctx, req),
    lang: requestLanguage(req),
    req,
    reply,
  } as AdminInput<R>;
}

/**
 * The answer as declared: keys the declaration does not name are dropped (a row's other columns
 * never leak), and an answer that does not fit is a fault of ours: logged with its route and
 * answered 500, never sent half right.
 */
function answerOf(route: AdminJsonRoute | AdminUploadRoute, data: unknown, req: FastifyRequest) {
  const parsed = route.answer.safeParse(data);
  if (parsed.success) return parsed.data;
  const name = `${route.method} ${route.path}`;
  req.log.error(
    { route: name, issues: parsed.error.issues },
    'admin answer does not match its declaration',
  );
  throw new Error(`The answer of ${name} does not match its declaration`);
}

/**
 * Serves one declared JSON (or upload) route of the back office: registers it from its
 * declaration, parses its input, runs the handler, parses the handler's answer and wraps it in
 * the envelope. TypeScript holds the handler's result to the declared answer.
 */
export function serveAdmin<R extends AdminJsonRoute | AdminUploadRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: AdminInput<R>) => Promise<AnswerInput<R>>,
  extra: Extra = {},
): void {
  app.route({
    ...extra,
    method: route.method,
    url: route.path,
    schema: openApi(route),
    handler: async (req, reply) => {
      const data = await handler(inputOf(app, route, req, reply));
      return ok(req, answerOf(route, data, req));
    },
  });
}

/** Serves one declared download: the handler answers with the bytes (or throws a refusal). */
export function serveAdminDownload<R extends AdminDownloadRoute>(
  app: FastifyInstance,
  route: R,
  send: (input: AdminInput<R>) => Promise<FastifyReply>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: openApi(route),
    handler: (req, reply) => send(inputOf(app, route, req, reply)),
  });
}

/** Serves one declared download: the handler finds the stored file, which is streamed (audited). */
export function serveAdminFile<R extends AdminDownloadRoute>(
  app: FastifyInstance,
  route: R,
  find: (input: AdminInput<R>) => Promise<StoredFile>,
): void {
  serveAdminDownload(app, route, async (input) =>
    sendStoredFile(input.ctx, input.reply, await find(input)),
  );
}
