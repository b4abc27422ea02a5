import crypto from 'node:crypto';
import { exportMessages } from './features/admin/export/messages.ts';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { adminMessages } from './features/admin/messages.ts';
import adminRoutes from './features/admin/routes.ts';
import reservationRoutes from './features/reservation/routes.ts';
import { ensureDemoMember } from './features/auth/demo.ts';
import authRoutes from './features/auth/routes.ts';
import { seedDemoBusinesses } from './features/business/demo.ts';
import businessRoutes from './features/business/routes.ts';
import familyRoutes from './features/family/routes.ts';
import pdaRoutes from './features/pda/routes.ts';
import privacyRoutes from './features/privacy/routes.ts';
import { seedDemoPayees } from './features/remittance/demo.ts';
import remittanceRoutes from './features/remittance/routes.ts';
import dealRoutes from './features/deal/routes.ts';
import noticeRoutes from './features/notice/routes.ts';
import profileRoutes from './features/profile/routes.ts';
import referenceRoutes from './features/reference/routes.ts';
import { uploadMessages } from './features/upload/messages.ts';
import uploadRoutes from './features/upload/routes.ts';
import { createMailer } from './notify/mail/mailer.ts';
import type { Mailer } from './notify/mail/mailer.ts';
import type { AppContext } from './http/context.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { setFeatureMessages } from './http/i18n.ts';
import { mapCspSources } from './http/map-csp.ts';
import { installLoadShedding } from './http/load-shedding.ts';
import { registeredJobs } from './jobs/registry.ts';
import { startScheduler } from './jobs/scheduler.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { installMultipart } from './http/multipart.ts';
import { configureHashGate } from './sessions/hash-gate.ts';
import { serveWebClient } from './http/web-client.ts';
import { ensureDemoStaff } from './staff/demo-staff.ts';
import { createMetrics } from './monitoring/metrics.ts';
import type { AppMetrics } from './monitoring/metrics.ts';
import { installMetrics } from './monitoring/metrics-route.ts';
import { installProbes, standardChecks } from './monitoring/probes.ts';
import { installTracing } from './monitoring/tracing.ts';
import { fileStoreOf } from './storage/open-store.ts';

export interface BuildOptions {
  /** Replaces the configured mailer (tests capture mail this way or through a real SMTP peer). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read the security events this way). */
  logStream?: { write(line: string): void };
}

/** Fields that may hold a secret, at the top of a log line or one level down. */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'code',
  'codeToken',
  'token',
  'auth_token',
  'bearer_token',
  'refresh_token',
  'mfa_token',
  'secret',
  'recoveryCodes',
  'authorization',
  'cookie',
];

/**
 * pino's redaction: request and response headers that carry credentials, and any field named
 * like a secret, are written as "[redacted]" whoever logs them. Nothing logs bodies or query
 * strings on purpose (the request line keeps the path only); this is the net under that rule.
 * `code` at the top level too (an e-mail code), but not `err.code` (SQLITE_BUSY and the like).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  'query',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.filter((field) => field !== 'code').map((field) => `*.${field}`),
];

const BODY_LIMIT = 1024 * 1024;

/** The features' own texts, beside the contract's: upload refusals and the back office. */
const featureMessages = [uploadMessages, adminMessages, exportMessages];

/**
 * With DEMO_DATA on, the demo staff, the demo account (in the demo agent's book) and its
 * businesses, in that order: each step needs the one before. Every step is idempotent, so a
 * restart on the same data changes nothing.
 */
async function seedDemoData(ctx: AppContext): Promise<void> {
  if (!ctx.config.demoData) return;
  const agentId = await ensureDemoStaff(ctx.db);
  await ensureDemoMember(ctx, Date.now(), agentId);
  await seedDemoBusinesses(ctx);
  await seedDemoPayees(ctx);
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 ignores a bare hop count (it cannot tell a proxy
 * from a client that connected directly), so a count becomes proxy-addr's trust function: the
 * socket's peer and the entries the next n-1 proxies appended are proxies, the entry before them
 * is the client, whatever the client wrote further left. Only sound when the server cannot be
 * reached but through those proxies (docs/operations.md); a list of addresses has no such caveat.
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

/**
 * The Fastify instance: plain HTTP, or with TLS_CERT_FILE/TLS_KEY_FILE HTTPS with HTTP/2 (one
 * connection carries every file of the client's first load) that still accepts HTTP/1.1 from
 * clients without h2 (D42). Fastify types an HTTP/2 instance apart from the default one; the app
 * uses only what both have (requests and replies through Fastify, never the raw objects), so the
 * HTTP/2 instance is typed as the default one here, the one place it is made.
 */
function createFastify(config: Config, options: BuildOptions): FastifyInstance {
  const timeout = config.requestTimeoutMs;
  const common = {
    // A log stream is asked for by the caller (tests read the security events), logger or not.
    logger:
      options.logger === false && !options.logStream
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A request must arrive whole within REQUEST_TIMEOUT_MS (SPEC's 60 s), headers included
    // (plain HTTP/1.1 answers 408 and closes): a slow body cannot hold a connection and its
    // parser for ever. A connection silent for twice as long is closed too: the one deadline the
    // HTTPS server (HTTP/2, and HTTP/1.1 through it) has.
    requestTimeout: timeout,
    connectionTimeout: 2 * timeout,
    bodyLimit: BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    // One log line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
  } satisfies FastifyServerOptions;
  if (!config.tls) {
    return Fastify({
      ...common,
      // Node checks the deadlines every connectionsCheckingInterval: the cut comes at most a
      // quarter of the timeout late.
      http: {
        headersTimeout: timeout,
        requestTimeout: timeout,
        connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(timeout / 4))),
      },
    });
  }
  const secure = Fastify({
    ...common,
    http2: true,
    https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
    // Browsers keep an h2 session open long after the last request: without this, a stop
    // (SIGTERM) would wait for them for up to http2SessionTimeout (72 s). Sessions get a GOAWAY
    // and finish their streams; kept-alive HTTP/1.1 connections are closed.
    forceCloseConnections: true,
  });
  return secure as unknown as FastifyInstance;
}

/**
 * Builds the whole application in a fixed order: messages, context (database migrated, demo data
 * seeded), parsers, security headers, error handling, API docs, feature routes, then the web
 * client. server.ts only starts it.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  setFeatureMessages(featureMessages);
  configureHashGate(config.passwordHash);
  const app = createFastify(config, options);
  // Before every hook and route: the instrumentation wraps them as they are declared.
  if (config.tracing) await installTracing(app, config.tracing);
  // From a stop on (server.ts), an answer over HTTP/1.1 closes its connection: a client keeping
  // it alive would otherwise hold the stop until it lets go (Node's agent: 5 s idle). With TLS,
  // forceCloseConnections does it (HTTP/2 forbids the header).
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (stopping && !config.tls) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const { db, dialect } = await openDatabase(config);
  // /readyz asks this flag: the migrations of this start are done.
  let migrated = false;
  await migrateToLatest(db, config);
  migrated = true;
  // With METRICS_TOKEN only: without it nothing is measured and /metrics is unknown (404).
  const metrics: AppMetrics | undefined = config.metricsToken
    ? createMetrics(db, config.passwordHash)
    : undefined;
  const mailer = options.mailer ?? createMailer(config, app.log);
  const ctx: AppContext = { config, db, dialect, mailer, files: fileStoreOf(db, config) };
  app.decorate('ctx', ctx);
  // The jobs' own mailer keeps its SMTP connections open between the outbox's mails.
  const jobsMailer = options.mailer ?? createMailer(config, app.log, { pool: true });
  // Started once the demo data is in; stopped before the database closes.
  const jobs: { scheduler?: Scheduler } = {};
  app.addHook('onClose', async () => {
    await jobs.scheduler?.stop();
    jobsMailer.close();
    mailer.close();
    ctx.files.close();
    await db.destroy();
    // The next app in this process (a test's) starts from the defaults.
    configureHashGate();
  });
  await seedDemoData(ctx);
  // Every job of the registry on its own timer (config.ts jobIntervalsMs).
  jobs.scheduler = startScheduler({
    jobs: registeredJobs,
    intervalsMs: config.jobIntervalsMs,
    db,
    mailer: jobsMailer,
    config,
    instanceId: `server-${crypto.randomUUID()}`,
    log: app.log,
    ...(metrics ? { onRun: metrics.recordJobRun } : {}),
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await installMultipart(app);
  const map = mapCspSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiles for the ID scan's OCR engine (served from here, run in a worker).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles and the geocoder only from the configured hosts (http/map-csp.ts).
        imgSrc: ["'self'", 'data:', 'blob:', ...map.img],
        connectSrc: ["'self'", ...map.connect],
        frameAncestors: ["'none'"],
        // Approved PDFs are shown in <object> from blob: URLs the client made of fetched files.
        objectSrc: ["'self'", 'blob:'],
        // Chromium's PDF viewer inside that <object> is a frame of the same blob: URL.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain http on a LAN address must keep working (HOST=0.0.0.0 to try it from a phone).
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandler(app);
  // Before every route, so the pressure check runs first on each of them.
  await installLoadShedding(app, config);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Insurance reservations API', version: '1.2.9' },
      components: {
        securitySchemes: { memberToken: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', async () => ({ status: 'ok' }));
  installProbes(
    app,
    standardChecks(app, () => migrated),
  );
  if (metrics && config.metricsToken) installMetrics(app, metrics, config.metricsToken);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(reservationRoutes);
  await app.register(uploadRoutes);
  await app.register(businessRoutes);
  await app.register(familyRoutes);
  await app.register(remittanceRoutes);
  await app.register(noticeRoutes);
  await app.register(profileRoutes);
  await app.register(privacyRoutes);
  await app.register(dealRoutes);
  await app.register(pdaRoutes);
  await app.register(adminRoutes);
  await serveWebClient(app);
  return app;
}
