import { AGREEMENT_VERSION } from '@app/contract/constants';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signFields } from '@app/contract/sign';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { MailMessage } from '../src/notify/mail/mailer.ts';
import { postgresEnv } from './helpers.ts';

/**
 * Two server instances on one database, as behind a load balancer: sessions, nonces, codes and
 * limits live in the database, so either instance honours what the other issued or saw. On
 * PostgreSQL when TEST_DATABASE_URL is set (the postgres step of `npm test`), else two instances
 * on one SQLite file.
 */
const ORG_NO = 'scale-org';
const SECRET = 'scale-secret';
const mail: MailMessage[] = [];
let dataDirs: string[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
let a: FastifyInstance;
let b: FastifyInstance;

async function sharedDatabase(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-')) };
  const name = `scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const url = new URL(base);
  url.pathname = `/${name}`;
  return postgresEnv(url.toString());
}

async function instance(database: Record<string, string>): Promise<FastifyInstance> {
  // Each instance has a folder of its own, unless the shared database is SQLite's DATA_DIR.
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-instance-'));
  dataDirs.push(own);
  const config = loadConfig({
    DATA_DIR: own,
    ORG_NO,
    SIGN_SECRET: SECRET,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(own, 'no-web'),
    ...database,
  });
  const mailer = { send: async (m: MailMessage) => void mail.push(m), close: () => undefined };
  const app = await buildApp(config, { logger: false, mailer });
  await app.ready();
  return app;
}

async function post(
  app: FastifyInstance,
  apiPath: string,
  body: Record<string, string>,
  token?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${apiPath}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });
  return res.json() as { code: number; msg: string; data: any };
}

const signed = (fields: Record<string, string>) =>
  signFields(fields, { orgno: ORG_NO, secret: SECRET });

beforeAll(async () => {
  const database = await sharedDatabase();
  if (database.DATA_DIR) dataDirs.push(database.DATA_DIR);
  a = await instance(database);
  b = await instance(database);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await dropDatabase?.();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

describe('two instances on one database', () => {
  it('honour each other’s codes, tokens, logouts and refuse a nonce replayed across them', async () => {
    const email = `scale.${Date.now()}@example.com`;
    // The code is requested on A and used on B.
    expect(
      (await post(a, 'user/mailcode', signed({ accountNo: email, transactionType: 'register' })))
        .code,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec(mail.at(-1)?.subject ?? '')?.[1] ?? '';
    const registered = await post(
      b,
      'policyholder/Register',
      signed({
        name: 'Scale Out',
        mobile: '13912345678',
        email,
        code,
        password: 'Scale2024out',
        agreementVersion: AGREEMENT_VERSION,
      }),
    );
    expect(registered.code, registered.msg).toBe(200);

    // A token issued by A works on B.
    const login = await post(
      a,
      'policyholder/Login',
      signed({ account: email, password: 'Scale2024out' }),
    );
    expect(login.code).toBe(200);
    const token: string = login.data.token;
    const info = await post(
      b,
      'policyholder/MemberInfo',
      signed({ auth_token: token, lang: 'en-US' }),
      token,
    );
    expect(info.code).toBe(200);
    expect(info.data.email).toBe(email);

    // A request seen by A is refused when replayed to B.
    const once = signed({ auth_token: token, lang: 'en-US' });
    expect((await post(a, 'policyholder/MemberInfo', once, token)).code).toBe(200);
    expect((await post(b, 'policyholder/MemberInfo', once, token)).code).toBe(403);

    // A logout on B ends the session on A.
    expect(
      (await post(b, 'policyholder/Logout', signed({ auth_token: token, lang: 'en-US' }), token))
        .code,
    ).toBe(200);
    expect(
      (
        await post(
          a,
          'policyholder/MemberInfo',
          signed({ auth_token: token, lang: 'en-US' }),
          token,
        )
      ).code,
    ).toBe(401);
  });
});
