import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { translateFieldMessages } from '@app/contract/issues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage, t, translator } from '../../http/i18n.ts';
import { findThrottle, hit } from '../../http/throttle.ts';
import { safeEqual, sha256 } from '../../sessions/tokens.ts';
import { securityEvent } from '../../security/events.ts';
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
  data: Record<string, unknown> | null = null,
) {
  // The data's numbers (retryAfter) fill the message's placeholders.
  const msg = t(key, requestLanguage(req), data ?? undefined);
  return reply.status(status).send({ code: status, msg, data });
}

/** ADMIN_TOKEN, compared in constant time (as digests, so not even its length shows). */
function isAdminToken(expected: string | undefined, given: string): boolean {
  return Boolean(expected) && safeEqual(sha256(given), sha256(expected ?? ''));
}

/**
 * Guards every /admin/ route of the plugin it is installed in: a staff member's bearer token
 * (pda/site/login) or ADMIN_TOKEN for scripts, which acts as admin. Failed attempts are counted
 * per address in the shared throttle table; the caller's access rides on the request.
 *
 * A live staff bearer token is let in before the address's count is looked at: it is 256 random
 * bits, so no count of wrong ones brings a guess closer, and someone else's wrong tokens from the
 * same address (an office behind one NAT) must not lock its holder out. ADMIN_TOKEN is chosen by
 * an operator and may be guessable, so an address over the limit is refused even with it.
 */
export function installAdminGuard(app: FastifyInstance): void {
  const { config, db } = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    const key = `admin-auth:${req.ip}`;
    const now = Date.now();
    const given = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '';
    const principal = given ? await resolveBearer(db, given, now) : undefined;
    if (principal) {
      req.access = staffAccess(principal.staff);
      return;
    }
    const state = await findThrottle(db, key);
    if (state && Number(state.count) >= MAX_FAILURES && Number(state.reset_at) > now) {
      const retryAfter = Math.max(1, Math.ceil((Number(state.reset_at) - now) / 1000));
      securityEvent(req.log, 'login.locked', { ip: req.ip, reason: 'too many wrong tokens' });
      reply.header('retry-after', String(retryAfter));
      return send(req, reply, 429, 'error.tooMany', { retryAfter });
    }
    if (given && isAdminToken(config.adminToken, given)) {
      req.access = scriptAccess;
      return;
    }
    await hit(db, key, MAX_FAILURES, WINDOW_MS, now);
    if (given)
      securityEvent(req.log, 'login.failed', { ip: req.ip, reason: 'bearer token not valid' });
    return send(req, reply, 401, 'admin.unauthorized');
  });

  // Field messages of the back office's own refusals are catalog keys; anything that is not an
  // application outcome goes to the app's handler, the one place that classifies failures.
  app.setErrorHandler((error, req, reply) => {
    if (!(error instanceof AppError)) throw error;
    const lang = requestLanguage(req);
    const data = translateFields(error.data, lang);
    const status = httpStatusOf(error.code);
    const retryAfter = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (error.code === BodyCode.busy) {
      securityEvent(req.log, 'load.shed', { ip: req.ip, reason: 'password hash queue full' });
    }
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
    if (code >= 400) reply.status(httpStatusOf(code));
    return payload;
  });
}

/** A body code as an HTTP status: client errors and 503 (busy) as they are, other faults 500. */
function httpStatusOf(code: number): number {
  if (code === BodyCode.busy) return 503;
  return code >= 400 && code < 500 ? code : 500;
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
