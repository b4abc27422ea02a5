import underPressure from '@fastify/under-pressure';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { BodyCode } from '@app/contract/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { securityEvent } from '../security/events.ts';
import { requestLanguage, t } from './i18n.ts';

/** Seconds a shed caller is told to wait (Retry-After and data.retryAfter). */
const RETRY_AFTER_S = 10;
/** At most one load.shed line per this many ms: a shed burst must not become a logging burst. */
const LOG_EVERY_MS = 1000;

/**
 * Paths answered even under pressure: the load balancer's and orchestrator's probes must see the
 * process alive (a busy instance is not a dead one), and the metrics are what shows the pressure.
 */
const ALWAYS_ANSWERED = new Set(['/healthz', '/livez', '/readyz', '/metrics']);

/**
 * Event-loop pressure (@fastify/under-pressure): while the loop is delayed or utilised beyond the
 * configured limits (or the heap or RSS grow beyond theirs), every request but the probes is
 * answered at once with body code 503 and a translated message instead of joining the queue.
 * API calls keep HTTP 200 with the code in the envelope, as every answer of the API does (SPEC
 * §5: the client reads only a 200's body); everything else, /admin/ included, answers HTTP 503.
 */
export async function installLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const limits = config.pressure;
  let lastLog = 0;
  let shedSinceLog = 0;

  const shed = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    if (ALWAYS_ANSWERED.has(req.url.split('?')[0] ?? '')) return undefined;
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog >= LOG_EVERY_MS) {
      securityEvent(req.log, 'load.shed', { ip: req.ip, reason: `${type} (${shedSinceLog} shed)` });
      lastLog = now;
      shedSinceLog = 0;
    }
    const api = req.url.startsWith('/api/');
    const data = { retryAfter: RETRY_AFTER_S };
    reply
      .status(api ? 200 : 503)
      .header('retry-after', String(RETRY_AFTER_S))
      .header('content-type', 'application/json; charset=utf-8');
    return {
      code: BodyCode.busy,
      msg: t('error.busy', requestLanguage(req), data),
      data,
    };
  };

  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: RETRY_AFTER_S,
    // The plugin sends what the handler returns and goes on when it returns nothing (its code
    // does both; its types know only the second).
    pressureHandler: shed as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
