import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp } from './helpers.ts';

/** What an OTLP/HTTP collector received: each POST's path and its JSON body. */
interface Received {
  path: string;
  body: string;
}

/**
 * Issue 38 point 6: OpenTelemetry tracing by configuration, off by default. A local collector
 * (an HTTP server taking OTLP's JSON) stands in for the operator's.
 */
describe('OpenTelemetry tracing', () => {
  const received: Received[] = [];
  let collector: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and refuses an endpoint that is no URL', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracing).toEqual({
      endpoint,
      serviceName: 'insure-reserve',
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('exports a span per request, named by its route, with the service name; probes left out', async () => {
    const t = await buildTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'tracing-test',
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/insuranceservice/getinscommonenum',
    });
    expect(answer.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/livez' });
    // A path with a secret in it (a reservation's token) and a query: only the pattern leaves.
    await t.app.inject({ method: 'GET', url: '/admin/appointments/secret-token-123?q=private' });
    // Closing the app flushes the batch to the collector.
    await t.close();
    const traces = received.filter((r) => r.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((r) => r.body).join('\n');
    expect(body).toContain('tracing-test');
    expect(body).toContain('/api/insuranceservice/getinscommonenum');
    expect(body).toContain('/admin/appointments/:token');
    expect(body).not.toContain('/livez');
    expect(body).not.toContain('secret-token-123');
    expect(body).not.toContain('private');
  });
});
