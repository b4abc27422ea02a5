import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signFields } from '@app/contract/sign';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import type { MailMessage, Mailer } from '../src/notify/mail/mailer.ts';
import { s3Env } from './s3-server.ts';

export const ORG_NO = 'test-org';
export const SIGN_SECRET = 'test-secret';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Mail the app sent, newest last. */
  mail: MailMessage[];
  /** A signed form-urlencoded call, as the client makes it. */
  call(apiPath: string, fields?: Record<string, string>, options?: CallOptions): Promise<Envelope>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** Replaces the signing step (e.g. to send a wrong signature). */
  sign?: (fields: Record<string, string>) => Record<string, string>;
  /** The client's address as the socket shows it (127.0.0.1 unless given). */
  ip?: string;
  /** More request headers (e.g. X-Forwarded-For). */
  headers?: Record<string, string>;
}

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
  http: LightMyRequestResponse;
}

export interface TestPostgres {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh PostgreSQL database per app when TEST_DATABASE_URL is set, else none. */
export async function freshPostgres(): Promise<TestPostgres | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function signedBody(fields: Record<string, string>): Record<string, string> {
  return signFields(fields, { orgno: ORG_NO, secret: SIGN_SECRET });
}

/** What every test app starts from: its own data directory, the test signing pair, quiet logs. */
/** The tests' DATA_KEY, which config.ts requires with DATABASE_URL (every instance shares it). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** The settings of a PostgreSQL database: its URL and the data key that must come with it. */
export const postgresEnv = (url: string) => ({ DATABASE_URL: url, DATA_KEY: TEST_DATA_KEY });

export function testEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ORG_NO,
    SIGN_SECRET,
    // No DEMO_DATA: like a real deployment, no account exists until a test makes one.
    // Staff log in with a password alone unless a test asks for the second factor (mfa tests).
    STAFF_MFA: 'optional',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The jobs' timers stay off: tests run them with their own clock (mail-outbox.test.ts,
    // jobs-run.test.ts, notify-reminders.test.ts).
    MAIL_WORKER_INTERVAL_MS: '0',
    REMINDERS_INTERVAL_MS: '0',
    APPLICATION_RECORDS_INTERVAL_MS: '0',
    RETENTION_INTERVAL_MS: '0',
    // No shedding on event-loop delay: a test worker on a busy machine can lag a second behind
    // and every call would answer 503 (security/load-shedding.test.ts sets its own limits).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

/** Another app's data (DATA_DIR, its database): an app built with them is that app restarted. */
export function dataOf(first: TestApp): Record<string, string> {
  const url = first.config.databaseUrl;
  return { DATA_DIR: first.config.dataDir, ...(url ? { DATABASE_URL: url } : {}) };
}

export interface TestAppOptions extends BuildOptions {
  /**
   * A stand-in for the built client: these files (path → content) in a folder of the app's own,
   * served as WEB_DIST and removed with the app.
   */
  webFiles?: Record<string, string | Uint8Array>;
}

function writeWebFiles(dir: string, files: Record<string, string | Uint8Array>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  { webFiles, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  // A folder and a database of its own, unless the test names them (and then removes them itself).
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const postgres = 'DATABASE_URL' in env ? undefined : await freshPostgres();
  const web = webFiles ? { WEB_DIST: writeWebFiles(path.join(dataDir, 'web'), webFiles) } : {};
  // TEST_FILE_STORE=s3: the files on the worker's local S3 server (s3-server.ts).
  const s3 = process.env.TEST_FILE_STORE === 's3' && !env.FILE_STORE ? await s3Env(dataDir) : {};
  const config = loadConfig({
    ...testEnv(dataDir),
    ...(postgres ? postgresEnv(postgres.url) : {}),
    ...s3,
    ...web,
    ...env,
  });
  const mail: MailMessage[] = [];
  // With SMTP_URL the app's own mailer talks to a real SMTP peer; otherwise mail is captured here.
  const capture: Mailer = {
    async send(message) {
      mail.push(message);
    },
    close: () => undefined,
  };
  const mailer = options.mailer ?? (config.smtpUrl ? undefined : capture);
  const app = await buildApp(config, { logger: false, ...options, ...(mailer ? { mailer } : {}) });
  await app.ready();

  async function call(
    apiPath: string,
    fields: Record<string, string> = {},
    options: CallOptions = {},
  ) {
    const withAuth = options.token
      ? { ...fields, auth_token: options.token, lang: options.lang ?? 'en-US' }
      : fields;
    const body = (options.sign ?? signedBody)(withAuth);
    const http = await app.inject({
      method: 'POST',
      url: `/api/${apiPath}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': options.lang ?? 'en-US',
        ...(options.token ? { authorization: options.token } : {}),
        ...options.headers,
      },
      payload: new URLSearchParams(body).toString(),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    // A call that answers a file (user/exportData) has no envelope: its HTTP status stands in.
    const isJson = String(http.headers['content-type'] ?? '').includes('json');
    const parsed =
      http.statusCode === 200 && isJson
        ? http.json()
        : { code: http.statusCode, msg: '', data: null };
    return { ...parsed, http } as Envelope;
  }

  return {
    app,
    config,
    mail,
    call,
    async close() {
      await app.close();
      await postgres?.drop();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The one app of a test file: built before its first test, closed after its last. Tests hold the
 * returned object from the start, so it hands each call on to the app built in beforeAll.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built)
      throw new Error('The test app is built in beforeAll; use it inside a test or hook.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get mail() {
      return current().mail;
    },
    call: (...args) => current().call(...args),
    close: () => current().close(),
  };
}
