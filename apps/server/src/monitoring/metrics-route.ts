import type { FastifyInstance } from 'fastify';
import { securityEvent } from '../security/events.ts';
import { safeEqual, sha256 } from '../sessions/tokens.ts';
import type { AppMetrics } from './metrics.ts';

/**
 * GET /metrics in Prometheus' text format for `Authorization: Bearer <METRICS_TOKEN>`; 401 for
 * any other (compared in constant time, digests of equal length so not even the token's length
 * shows). Only installed with METRICS_TOKEN set: without it /metrics is an unknown path (404). The
 * onResponse hook counts every request of the app, /metrics's own included.
 */
export function installMetrics(app: FastifyInstance, metrics: AppMetrics, token: string): void {
  const expected = sha256(token);
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req, reply);
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!safeEqual(sha256(given), expected)) {
      securityEvent(req.log, 'login.failed', { ip: req.ip, reason: 'wrong metrics token' });
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 'unauthorized' });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
