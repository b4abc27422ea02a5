import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import * as z from 'zod';

/**
 * Configuration, parsed once at start-up (DESIGN.md "Configuration"). A bad value stops the
 * server with a message naming the variable. Nothing else reads process.env.
 */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Why a tile template is refused, or undefined: an http(s) URL with {z}, {x} and {y}, and nothing
 * else in braces but {s} (Leaflet's subdomains, only as the host's first label, so the CSP can
 * name it as *.host) and {r} (retina suffix).
 */
export function tileTemplateProblem(template: string): string | undefined {
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) return `must contain {z}, {x} and {y} (${part} is missing)`;
  }
  const unknown = template.match(/\{(?![zxysr]\})[^}]*\}/);
  if (unknown) return `may only use {z}, {x}, {y}, {s} and {r}, not ${unknown[0]}`;
  const probe = template.replace(/\{[zxyr]\}/g, '0');
  if (!isHttpUrl(probe.replace('{s}', 'a'))) return 'must be an http:// or https:// URL';
  const host = /^https?:\/\/([^/?#]*)/.exec(probe)?.[1] ?? '';
  if (probe.includes('{s}') && !/^\{s\}\.[^{}]+$/.test(host)) {
    return '{s} may only stand for the first label of the host ({s}.tile.example.org)';
  }
  return undefined;
}

/** 127.0.0.0/8, ::1 and localhost: the only hosts the demo data may listen on. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = name.replace(/^::ffff:/, '');
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(v4);
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why one entry of a TRUST_PROXY list is refused, or undefined: an address, a CIDR or a name. */
function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.has(entry)) return undefined;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return `${entry} is not an IP address or CIDR`;
  if (bits === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max ? undefined : `${entry} has a bad prefix length`;
}

/**
 * TRUST_PROXY: which peers may tell the client's address in X-Forwarded-For (Fastify's
 * trustProxy). Unset, 0 or false: none. A whole number n: the n proxies nearest to the server
 * (`1` or `true`: the one reverse proxy in front of it), so the entry the last of them appended
 * is the client and whatever the client wrote before it is ignored. Otherwise a comma-separated
 * list of the proxies' addresses or CIDRs. Never "trust every hop": the client writes the header,
 * and trusting it all would let each request claim a new address and skip every per-address limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const problems = entries.map(proxyEntryProblem).filter(Boolean);
    if (entries.length === 0 || problems.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be 0, a hop count or a list of proxy addresses/CIDRs (${problems.join('; ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const flag = z.enum(['0', '1', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

/** 32 bytes written as 64 hex digits or in base64; '' means unset. */
const dataKey = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const bytes = /^[0-9a-fA-F]{64}$/.test(value)
      ? Buffer.from(value, 'hex')
      : /^[A-Za-z0-9+/]+={0,2}$/.test(value)
        ? Buffer.from(value, 'base64')
        : undefined;
    if (bytes?.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes in hex or base64' });
      return z.NEVER;
    }
    return bytes;
  });

export class ConfigError extends Error {}

/** A value that may be unset; '' counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** A job's interval in ms (jobs/scheduler.ts); 0 turns that job off in the server. */
const interval = (defaultMs: number) => z.coerce.number().int().min(0).default(defaultMs);

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
    ORG_NO: z.string().min(1).default('demo-org'),
    SIGN_SECRET: z.string().min(1).default('demo-secret'),
    ADMIN_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Bearer token of GET /metrics (Prometheus); unset: /metrics answers 404. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * OpenTelemetry tracing (monitoring/tracing.ts): the OTLP/HTTP collector's base URL (spans go
     * to <url>/v1/traces, the standard variable's meaning). Unset: no tracing, nothing loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .string()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OTEL_SERVICE_NAME: z.string().min(1).default('insure-reserve'),
    DEMO_DATA: flag.optional(),
    /** Staff second factor: `required` by default without demo data, `optional` with it. */
    STAFF_MFA: z
      .enum(['required', 'optional'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SHOP_ID: z.string().min(1).default('demo-shop'),
    WEB_DIST: z.string().optional(),
    /** XYZ tile template of the location pickers' map; unset: typed address and position only. */
    MAP_TILE_URL: z
      .string()
      .superRefine((value, ctx) => {
        const problem = tileTemplateProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A Nominatim-compatible geocoder (…/search, …/reverse) for the location pickers. */
    GEOCODER_URL: z
      .string()
      .refine(isHttpUrl, 'must be an http:// or https:// URL')
      .refine((value) => !/[?#]/.test(value), 'must be the base address, without ? or #')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The tile server's attribution, shown on the map as plain text. */
    MAP_ATTRIBUTION: z.string().max(200).default('© OpenStreetMap contributors'),
    /** Session lifetimes: idle and absolute, in seconds. */
    SESSION_IDLE_S: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    SESSION_MAX_S: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600),
    /** Behind reverse proxies: a hop count or their addresses (see trustProxy above). */
    TRUST_PROXY: trustProxy,
    /** Password hashes (scrypt) at once; more wait in a short queue, beyond it code 503. */
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    /** How many password checks may wait for a hash slot; 0: none wait. */
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
    /**
     * Load shedding (@fastify/under-pressure): above these every request but /healthz answers
     * code 503. Event-loop delay in ms (0: off), utilisation 0-1 (0: off), heap and RSS in bytes
     * (0: off).
     */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(1000),
    PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    PRESSURE_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
    PRESSURE_MAX_RSS_BYTES: z.coerce.number().int().min(0).default(0),
    /** SPEC §9's 1024 by default; 2048 or more recommended in production. */
    PDA_RSA_BITS: z.coerce.number().int().min(1024).max(8192).multipleOf(256).default(1024),
    UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(200 * 1024 * 1024),
    /** Where members open the app (links in e-mail); the listener's address by default. */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Time zone of reminder dates (payment due, cooling-off): where the intermediary works. */
    REMINDER_TIME_ZONE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-CA', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone')
      .default('Asia/Hong_Kong'),
    /**
     * AES-256 key of the sensitive numbers at rest (32 bytes, base64 or hex). Required with
     * DATABASE_URL; unset on the embedded database, one is made once and kept in DATA_DIR/data.key.
     */
    DATA_KEY: dataKey,
    /** The previous DATA_KEY while rows move to the new one (`npm run admin -- data:reencrypt`). */
    DATA_KEY_OLD: dataKey,
    /**
     * Where stored files (uploads, documents) live: `disk` under DATA_DIR (the default) or `s3`,
     * an S3-compatible bucket (storage/s3-backend.ts). Encrypted either way (storage/sealed.ts).
     */
    FILE_STORE: z.enum(['disk', 's3']).default('disk'),
    /** An S3-compatible service's URL (MinIO, Ceph …); unset: AWS S3 in S3_REGION. */
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset: the SDK's own chain (AWS_* variables, the instance's role). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** bucket in the path rather than the host name; true by default when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: flag.optional(),
    /** A folder in the bucket the server keeps its files under ('' or ending in '/'). */
    S3_PREFIX: optionalText,
    /** How often the server sends what the mail outbox holds; 0 turns the worker off. */
    MAIL_WORKER_INTERVAL_MS: interval(5000),
    /** How often the server runs each other job (jobs/registry.ts); 0 turns that job off. */
    REMINDERS_INTERVAL_MS: interval(5 * 60_000),
    APPLICATION_RECORDS_INTERVAL_MS: interval(5 * 60_000),
    RETENTION_INTERVAL_MS: interval(5 * 60_000),
    /** PEM certificate (chain) and its key: both set, the server speaks HTTPS with HTTP/2. */
    TLS_CERT_FILE: optionalText,
    TLS_KEY_FILE: optionalText,
    /**
     * How long a client may take to send a whole request, headers and body (SPEC's 60 s), and to
     * leave its connection silent; past it the connection is closed (HTTP/1.1 answers 408).
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** How long a stop (SIGTERM, SIGINT) waits for requests and jobs before it exits anyway. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(25_000),
  })
  .superRefine((env, ctx) => {
    // The demo's passwords are published: its accounts must never be reachable from another host.
    if (env.DEMO_DATA === true && !isLoopbackHost(env.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message: `DEMO_DATA=1 seeds accounts whose passwords are published, so it is allowed only when HOST is a loopback address (127.0.0.1, ::1, localhost), not ${env.HOST}; unset DEMO_DATA and create the first admin with \`npm run admin -- staff:create\``,
      });
    }
    // A key kept beside a shared database would travel with every copy of it: production sets one.
    if (env.DATABASE_URL && !env.DATA_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_KEY'],
        message: 'is required with DATABASE_URL',
      });
    }
    if (env.FILE_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required with FILE_STORE=s3',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
      });
    }
    // Half a TLS setting would quietly serve plain HTTP where HTTPS was meant.
    for (const [set, unset] of [
      ['TLS_CERT_FILE', 'TLS_KEY_FILE'],
      ['TLS_KEY_FILE', 'TLS_CERT_FILE'],
    ] as const) {
      if (env[set] && !env[unset]) {
        ctx.addIssue({ code: 'custom', path: [unset], message: `is required with ${set}` });
      }
    }
  });

/** The certificate and key the server listens with (PEM bytes, read once at start). */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function readPem(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(`Invalid configuration:\n  ${variable}: cannot read ${file} (${reason})`);
  }
}

/**
 * Reads TLS_CERT_FILE and TLS_KEY_FILE and checks that they are PEM and belong together, so a bad
 * pair stops the server at start with the variable named, not at the first handshake.
 */
function loadTls(certFile: string | undefined, keyFile: string | undefined): TlsFiles | undefined {
  if (!certFile || !keyFile) return undefined;
  const cert = readPem('TLS_CERT_FILE', certFile);
  const key = readPem('TLS_KEY_FILE', keyFile);
  try {
    tls.createSecureContext({ cert });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  TLS_CERT_FILE: ${certFile} is not a PEM certificate (${(error as Error).message})`,
    );
  }
  try {
    tls.createSecureContext({ cert, key });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  TLS_KEY_FILE: ${keyFile} is not the PEM key of TLS_CERT_FILE (${(error as Error).message})`,
    );
  }
  return { cert, key };
}

/** The S3_* settings: an S3-compatible bucket and where in it (storage/s3-backend.ts). */
export interface S3Settings {
  kind: 's3';
  endpoint: string | undefined;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** '' or a folder ending in '/'. */
  prefix: string;
}

/** FILE_STORE and its S3_* settings (storage/open-store.ts). */
export type FileStoreConfig = { kind: 'disk' } | S3Settings;

/** The bucket of S3_*, whatever FILE_STORE says (files:copy --to s3 reads it on disk). */
function s3Settings(e: z.infer<typeof schema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  const prefix = e.S3_PREFIX?.replace(/^\/+/, '') ?? '';
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

function fileStoreConfig(e: z.infer<typeof schema>): FileStoreConfig {
  // FILE_STORE=s3 requires S3_BUCKET (the schema's check above).
  return e.FILE_STORE === 's3' ? (s3Settings(e) as S3Settings) : { kind: 'disk' };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  orgNo: string;
  signSecret: string;
  adminToken: string | undefined;
  /** METRICS_TOKEN: GET /metrics answers only with it (monitoring/metrics-route.ts). */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_SERVICE_NAME: spans exported, or no tracing at all. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  demoData: boolean;
  /** DESIGN.md "Staff second factor": required makes every staff member enrol at login. */
  staffMfa: 'required' | 'optional';
  logLevel: string;
  shopId: string;
  webDist: string;
  /** '' when unset. */
  mapTileUrl: string;
  /** '' when unset; never ends in a slash. */
  geocoderUrl: string;
  mapAttribution: string;
  sessionIdleS: number;
  sessionMaxS: number;
  uploadQuotaBytes: number;
  /** false, a hop count, or the proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  /** Password hashes at once, and how many more may wait (sessions/hash-gate.ts). */
  passwordHash: { concurrency: number; queue: number };
  /** Load shedding thresholds, 0 meaning off (http/load-shedding.ts). */
  pressure: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
  };
  pdaRsaBits: number;
  /**
   * How often the server's scheduler runs each job, by the job's name (jobs/registry.ts); 0: never
   * (jobs:run still runs it). mailOutbox is MAIL_WORKER_INTERVAL_MS.
   */
  jobIntervalsMs: Readonly<Record<string, number>>;
  publicUrl: string | undefined;
  reminderTimeZone: string;
  /** DATA_KEY and DATA_KEY_OLD as bytes (crypto/data-key.ts). */
  dataKey: Buffer | undefined;
  dataKeyOld: Buffer | undefined;
  /** TLS_CERT_FILE and TLS_KEY_FILE read; unset: plain HTTP. */
  tls: TlsFiles | undefined;
  /** Where stored files live (FILE_STORE, S3_*). */
  fileStore: FileStoreConfig;
  /** The S3_* bucket when S3_BUCKET is set, even with FILE_STORE=disk (files:copy, backup). */
  s3: S3Settings | undefined;
  /** REQUEST_TIMEOUT_MS: the whole request's time, and the longest silence on a connection. */
  requestTimeoutMs: number;
  /** SHUTDOWN_GRACE_MS: a stop's wait for requests in flight and running jobs (server.ts). */
  shutdownGraceMs: number;
}

/**
 * One hash per core (scrypt is CPU-bound: more at once only makes each slower), and a queue of
 * four per slot: at the real cost (about 0.1-0.2 s a hash) nobody waits more than about a second
 * before the answer is either a login or a clear "busy".
 */
function passwordHashLimits(concurrency: number | undefined, queue: number | undefined) {
  const slots = concurrency ?? os.availableParallelism();
  return { concurrency: slots, queue: queue ?? slots * 4 };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // Demo data by default only on the embedded database.
  // Only when asked for: `npm start` asks (scripts/start.mjs); a deployment never has it.
  const demoData = e.DEMO_DATA ?? false;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    orgNo: e.ORG_NO,
    signSecret: e.SIGN_SECRET,
    adminToken: e.ADMIN_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    demoData,
    // Derived from demoData, whatever decides its default: a demo's published passwords need no
    // second factor to try the console, a real deployment does.
    staffMfa: e.STAFF_MFA ?? (demoData ? 'optional' : 'required'),
    logLevel: e.LOG_LEVEL,
    shopId: e.SHOP_ID,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mapTileUrl: e.MAP_TILE_URL ?? '',
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, '') ?? '',
    mapAttribution: e.MAP_ATTRIBUTION,
    sessionIdleS: e.SESSION_IDLE_S,
    sessionMaxS: e.SESSION_MAX_S,
    uploadQuotaBytes: e.UPLOAD_QUOTA_BYTES,
    trustProxy: e.TRUST_PROXY,
    passwordHash: passwordHashLimits(e.PASSWORD_HASH_CONCURRENCY, e.PASSWORD_HASH_QUEUE),
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: e.PRESSURE_MAX_HEAP_USED_BYTES,
      maxRssBytes: e.PRESSURE_MAX_RSS_BYTES,
    },
    pdaRsaBits: e.PDA_RSA_BITS,
    jobIntervalsMs: {
      mailOutbox: e.MAIL_WORKER_INTERVAL_MS,
      reminders: e.REMINDERS_INTERVAL_MS,
      applicationRecords: e.APPLICATION_RECORDS_INTERVAL_MS,
      retention: e.RETENTION_INTERVAL_MS,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    reminderTimeZone: e.REMINDER_TIME_ZONE,
    dataKey: e.DATA_KEY,
    dataKeyOld: e.DATA_KEY_OLD,
    tls: loadTls(e.TLS_CERT_FILE, e.TLS_KEY_FILE),
    fileStore: fileStoreConfig(e),
    s3: s3Settings(e),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
