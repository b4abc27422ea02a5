import type { Language } from '@app/contract/codes';
import { BodyCode } from '@app/contract/codes';
import type { CallDefinition } from '@app/contract/calls/types';
import { translateIssues } from '@app/contract/issues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { resolveSession } from '../sessions/session-store.ts';
import { AppError, unauthorized } from './app-error.ts';
import { envelopeSchema } from './envelope.ts';
import { requestLanguage, t, translator } from './i18n.ts';
import type { FileGate } from './multipart.ts';
import { signatureProblem, signatureRefused, verifyRequestSignature } from './signature.ts';

export interface CallContext<C extends CallDefinition> {
  input: z.output<C['request']>;
  /** The raw body: uploaded file descriptors live here for multipart calls. */
  body: Record<string, unknown>;
  lang: Language;
  /** Set on authenticated calls. */
  memberId: string;
  sessionId: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface CallResult<T> {
  data: T;
  /** Catalog key of the message answered with the data. */
  msg?: string;
}

function bearer(req: FastifyRequest, body: Record<string, unknown>): string | undefined {
  const header = req.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || undefined;
  return typeof body.auth_token === 'string' && body.auth_token ? body.auth_token : undefined;
}

/**
 * The first field (dotted path) holding a NUL character. No text we keep may contain one, and
 * PostgreSQL refuses it in any text value (the fuzz suite found Login answering 500 there), so it
 * is refused up front, on both databases alike.
 */
function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  // Plain data only: multipart bodies also carry file descriptors, which are not text.
  const plain =
    Array.isArray(value) ||
    (typeof value === 'object' &&
      value !== null &&
      Object.getPrototypeOf(value) === Object.prototype);
  if (!plain) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Validates a body with the call's schema; failures become code 400 with per-field messages. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  body: unknown,
  lang: Language,
): z.output<S> {
  const withNul = fieldWithNul(body);
  if (withNul !== undefined) {
    const text = translator(lang)('validation.format', {});
    throw new AppError(BodyCode.invalid, text, { fields: { [withNul]: text } });
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = translateIssues(parsed.error.issues, translator(lang));
  throw new AppError(BodyCode.invalid, Object.values(fields)[0] ?? 'validation.default', {
    fields,
  });
}

export interface CallOptions<C extends CallDefinition> {
  /**
   * This multipart call takes a file (platform/upload). Files are refused on every other call,
   * and even here one is written to disk only once the signature and the session are good.
   */
  takesFile?: boolean;
  /**
   * The schema that judges this request instead of the call's own, built per request: rules that
   * depend on the day (a birth date before today) need today's schema, and one parse with it
   * reports every problem at once. It must accept no more than the call's schema.
   */
  requestSchema?: () => z.ZodType<z.output<C['request']>>;
}

/** The member's session of an authenticated call, or the refusal the client understands. */
async function sessionOf(
  app: FastifyInstance,
  req: FastifyRequest,
  body: Record<string, unknown>,
): Promise<{ memberId: string; sessionId: string }> {
  const token = bearer(req, body);
  if (!token) throw unauthorized();
  const session = await resolveSession(app.ctx.db, token, app.ctx.config);
  if (session.status === 'revoked')
    throw new AppError(BodyCode.sessionRevoked, 'error.sessionRevoked');
  if (session.status !== 'ok') throw unauthorized();
  return { memberId: session.memberId, sessionId: session.sessionId };
}

/**
 * Who may send a file, judged from the text fields that come before it (the client sends files
 * last): the signature within its window and, on an authenticated call, the session. The nonce is
 * used up by the full check once the whole body is in, as for every call.
 */
function fileGate(app: FastifyInstance, call: CallDefinition): FileGate {
  return async (req, fields) => {
    const problem = signatureProblem(fields, app.ctx.config.signSecret);
    if (problem) throw signatureRefused(req, problem);
    if (call.auth) await sessionOf(app, req, fields);
  };
}

/** Route options of a multipart call: which content it takes and who may send a file. */
function multipartConfig(app: FastifyInstance, call: CallDefinition, takesFile: boolean) {
  if (!call.multipart) return {};
  return { config: { multipart: takesFile ? { beforeFile: fileGate(app, call) } : {} } };
}

/**
 * What every call does before its handler: the signature, the session of an authenticated call,
 * then the payload validated with the call's (or the request's) schema.
 */
async function acceptCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  req: FastifyRequest,
  reply: FastifyReply,
  options: CallOptions<C>,
): Promise<CallContext<C>> {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<
    string,
    unknown
  >;
  const lang = requestLanguage(req);
  const { db, config } = app.ctx;
  await verifyRequestSignature(db, req, body, config.signSecret);
  const { memberId, sessionId } = call.auth
    ? await sessionOf(app, req, body)
    : { memberId: '', sessionId: '' };
  const schema = options.requestSchema?.() ?? call.request;
  const input = parseInput(schema, body, lang) as z.output<C['request']>;
  return { input, body, lang, memberId, sessionId, req, reply };
}

/** A file in OpenAPI: binary text. */
const fileSchema = z.string().meta({ format: 'binary' });

const routeSchema = (call: CallDefinition) => ({
  ...(call.multipart ? { consumes: ['multipart/form-data'] } : { body: call.request }),
  tags: [call.path.split('/')[0] ?? 'api'],
  security: call.auth ? [{ memberToken: [] }] : [],
});

/**
 * Registers one call of the contract as POST /api/{path}: signature, session, input validation,
 * then the handler; the answer is wrapped in the envelope. The schema is given for OpenAPI only,
 * validation happens here so its messages can follow the caller's language.
 */
export function defineCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: CallContext<C>) => Promise<CallResult<z.output<C['response']>>>,
  options: CallOptions<C> = {},
): void {
  app.post(
    `/api/${call.path}`,
    {
      schema: { ...routeSchema(call), response: { 200: envelopeSchema(call.response) } },
      validatorCompiler: () => (value) => ({ value }),
      ...multipartConfig(app, call, options.takesFile === true),
    },
    async (req, reply) => {
      const ctx = await acceptCall(app, call, req, reply, options);
      const result = await handler(ctx);
      return {
        code: BodyCode.ok,
        msg: t(result.msg ?? 'success.ok', ctx.lang),
        data: result.data ?? null,
      };
    },
  );
}

/**
 * A call whose success is a file rather than the envelope (user/exportData answers the ZIP
 * itself): the same signature, session and validation as every call, and refusals still come in
 * the envelope (the error handler); the handler sends the file on the reply it is given.
 */
export function defineFileCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  produces: string,
  handler: (ctx: CallContext<C>) => Promise<FastifyReply>,
): void {
  app.post(
    `/api/${call.path}`,
    {
      schema: {
        ...routeSchema(call),
        response: {
          200: {
            description: `The file itself (${produces}); a refusal is the JSON envelope`,
            content: { [produces]: { schema: fileSchema } },
          },
        },
      },
      validatorCompiler: () => (value) => ({ value }),
      ...multipartConfig(app, call, false),
    },
    async (req, reply) => handler(await acceptCall(app, call, req, reply, {})),
  );
}
