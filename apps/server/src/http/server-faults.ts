import type { FastifyRequest } from 'fastify';

/**
 * Why a request was answered with the server's fault (body code 500 in an HTTP 200 envelope, so
 * the HTTP status alone does not show it): the error handler marks the request, the metrics read
 * the mark when the answer is sent (monitoring/metrics.ts).
 */
export type ServerFault = 'unavailable' | 'unhandled';

const faults = new WeakMap<FastifyRequest, ServerFault>();

export function markServerFault(req: FastifyRequest, fault: ServerFault): void {
  faults.set(req, fault);
}

export function serverFaultOf(req: FastifyRequest): ServerFault | undefined {
  return faults.get(req);
}
