import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseInput } from '../../http/define-call.ts';
import { envelopeSchema } from '../../http/envelope.ts';
import { requestLanguage, t } from '../../http/i18n.ts';

/** Small helpers the admin routes share: validation in the caller's language and the envelope. */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  req: FastifyRequest,
): z.output<S> {
  return parseInput(schema, value ?? {}, requestLanguage(req));
}

export function ok<T>(req: FastifyRequest, data: T) {
  return { code: 200, msg: t('success.ok', requestLanguage(req)), data };
}

/** OpenAPI description shared by every admin route. */
export function adminSchema(extra: Record<string, unknown>, summary: string) {
  return {
    tags: ['admin'],
    summary,
    description:
      'Back office. Authorization: Bearer <staff bearer token from pda/site/login, or ADMIN_TOKEN>. Answers {code, msg, data}; the HTTP status equals code (401 without a valid token, 403 when the role may not, 404 unknown or outside an agent’s book).',
    response: { 200: envelopeSchema(z.unknown()) },
    ...extra,
  };
}
