import type { Language } from '@app/contract/codes';
import { translateFieldMessages } from '@app/contract/issues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage, t, translator } from '../../http/i18n.ts';
import { findThrottle, hit } from '../../http/throttle.ts';
import { safeEqual, sha256 } from '../../sessions/tokens.ts';
import { resolveBearer } from '../../staff/staff-tokens.ts';
import { scriptAccess, staffAccess } from './access.ts';

/** Wrong tokens allowed per address and window before the address is refused for a while. */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  data: unknown = null,
) {
  return reply.status(status).send({ code: status, msg: t(key, requestLanguage(req)), data });
}

/** ADMIN_TOKEN, compared in constant time (as digests, so not even its length shows). */
function isAdminToken(expected: string | undefined, given: string): boolean {
  return Boolean(expected) && safeEqual(sha256(given), sha256(expected ?? ''));
}

/**
 * Guards every /admin/ route of the plugin it is installed in: a staff member's bearer token
 * (pda/site/login) or ADMIN_TOKEN for scripts, which acts as admin. Failed attempts are counted
 * per address in the shared throttle table; the caller's access rides on the request.
 */
export function installAdminGuard(app: FastifyInstance): void {
  const { config, db } = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    const key = `admin-auth:${req.ip}`;
    const now = Date.now();
    const state = await findThrottle(db, key);
    if (state && Number(state.count) >= MAX_FAILURES && Number(state.reset_at) > now) {
      const retryAfter = Math.ceil((Number(state.reset_at) - now) / 1000);
      reply.header('retry-after', String(retryAfter));
      return send(req, reply, 429, 'error.tooMany', { retryAfter });
    }
    const given = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '';
    if (given && isAdminToken(config.adminToken, given)) {
      req.access = scriptAccess;
      return;
    }
    const principal = given ? await resolveBearer(db, given, now) : undefined;
    if (!principal) {
      await hit(db, key, MAX_FAILURES, WINDOW_MS, now);
      return send(req, reply, 401, 'admin.unauthorized');
    }
    req.access = staffAccess(principal.staff);
  });

  // Field messages of the back office's own refusals are catalog keys; anything that is not an
  // application outcome goes to the app's handler, the one place that classifies failures.
  app.setErrorHandler((error, req, reply) => {
    if (!(error instanceof AppError)) throw error;
    const lang = requestLanguage(req);
    const data = translateFields(error.data, lang);
    const status = error.code >= 400 && error.code < 500 ? error.code : 500;
    return reply
      .status(status)
      .send({ code: error.code, msg: t(error.key, lang, error.params), data });
  });

  // Scripts read HTTP statuses: here an answer's code is also its status (the API keeps 200).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !payload.startsWith('{"code":')
    ) {
      return payload;
    }
    const code = Number(/^\{"code":(\d+)/.exec(payload)?.[1]);
    if (code >= 400) reply.status(code < 500 ? code : 500);
    return payload;
  });
}

/** Field messages given as catalog keys are translated; translated ones pass unchanged. */
function translateFields(data: unknown, lang: Language): unknown {
  if (!data || typeof data !== 'object' || !('fields' in data)) return data;
  const fields = (data as { fields: Record<string, string> }).fields;
  const messages = Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field, { key, params: {} }]),
  );
  return { ...data, fields: translateFieldMessages(messages, translator(lang)) };
}
