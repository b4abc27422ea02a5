import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Optional OpenTelemetry tracing (issue 38): with OTEL_EXPORTER_OTLP_ENDPOINT set, every request
 * becomes a span (route, method, status; @fastify/otel adds the hooks and the handler as child
 * spans), exported in batches over OTLP/HTTP to the collector. Without it nothing of OpenTelemetry
 * is even loaded: the imports are dynamic, so a server that does not trace pays nothing.
 *
 * Registered before any route: @fastify/otel wraps routes as they are declared.
 */
export async function installTracing(
  app: FastifyInstance,
  tracing: NonNullable<Config['tracing']>,
): Promise<void> {
  const [{ default: FastifyOtelInstrumentation }, sdk, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({
    url: `${tracing.endpoint.replace(/\/+$/, '')}/v1/traces`,
  });
  const provider = new sdk.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': tracing.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    // The probes and the scrape would be most of the spans and tell nothing.
    ignorePaths: (route) => ['/livez', '/readyz', '/healthz', '/metrics'].includes(route.url),
    // The raw path can carry a reservation's token or an id, and its query anything: spans name
    // the route's pattern only (as the metrics do).
    requestHook: (span, request) => {
      span.setAttribute('url.path', request.routeOptions.url ?? 'unmatched');
    },
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // The last spans leave before the process does (a stop flushes the batch).
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
}
