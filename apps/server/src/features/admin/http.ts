import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { parseInput } from '../../http/define-call.ts';
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
