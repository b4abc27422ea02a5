import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_TOKEN } from '../admin-helpers.ts';
import { freshPostgres, postgresEnv, signedBody, testEnv } from '../helpers.ts';
import type { TestPostgres } from '../helpers.ts';
import { withHashSlot } from '../../src/sessions/hash-gate.ts';
import { createStaff } from '../../src/staff/staff-accounts.ts';
import { STAFF_PASSWORD } from '../staff-helpers.ts';

/**
 * Issue 34 point 8: one structured line per security event, and no code, password or token
 * anywhere in the log. The app runs as `npm start` would without SMTP: mail goes to the outbox
 * (where the developer reads the code) and the log is captured line by line.
 */
let app: FastifyInstance;
let dataDir: string;
let postgres: TestPostgres | undefined;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-log-'));
  postgres = await freshPostgres();
  const config = loadConfig({
    ...testEnv(dataDir),
    ...(postgres ? postgresEnv(postgres.url) : {}),
    LOG_LEVEL: 'debug',
    ADMIN_TOKEN,
    // One hash at a time and none waiting: the test below fills the gate to see load.shed.
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE: '0',
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(config, { logger: true, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const CLIENT = '198.51.100.77';

async function call(apiPath: string, fields: Record<string, string>, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${apiPath}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en-US',
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(
      signedBody(token ? { ...fields, auth_token: token } : fields),
    ).toString(),
    remoteAddress: CLIENT,
  });
  return res.json() as { code: number; msg: string; data: any };
}

/** The newest mail in DATA_DIR/outbox, as a developer reads it without SMTP (quoted-printable undone). */
function newestOutboxMail(): string {
  const dir = path.join(dataDir, 'outbox');
  const newest = fs.readdirSync(dir).sort().at(-1) ?? '';
  return fs
    .readFileSync(path.join(dir, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** The code of the newest mail in the outbox. */
function codeFromOutbox(): string {
  const text = newestOutboxMail();
  const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
  const code = /\b(\d{6})\b/.exec(subject)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

const events = (name: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.event === name);

describe('a run with code mail, logins, a wrong password and bearer calls', () => {
  const secrets: string[] = [];
  let memberId = '';
  let staffId = '';

  beforeAll(async () => {
    const email = `log.${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'Log-Otter-2026';
    const wrong = 'Wrong-Otter-77';
    expect(
      (await call('user/mailcode', { accountNo: email, transactionType: 'register' })).code,
    ).toBe(200);
    const code = codeFromOutbox();
    const registered = await call('policyholder/Register', {
      name: 'Chan Tai Man',
      mobile: '13912345678',
      email,
      code,
      password,
      agreementVersion: AGREEMENT_VERSION,
    });
    expect(registered.code, registered.msg).toBe(200);
    memberId = registered.data.id;
    const login = await call('policyholder/Login', { account: email, password });
    expect(login.code).toBe(200);
    const token = login.data.token as string;
    expect((await call('policyholder/MemberInfo', {}, token)).code).toBe(200);
    expect((await call('policyholder/Login', { account: email, password: wrong })).code).toBe(400);
    for (let i = 0; i < 4; i += 1)
      await call('policyholder/Login', { account: email, password: wrong });
    expect((await call('policyholder/Login', { account: email, password })).code).toBe(429);
    const checked = await call('user/checkEmailCode', {
      accountNo: email,
      code: '123456',
      transactionType: 'forget',
    });
    expect(checked.data.code).toBe('01');

    // Staff: a login, a bearer call with a query string, a wrong bearer, a refresh token.
    const { staff } = await createStaff(app.ctx.db, {
      email: `op.${crypto.randomBytes(3).toString('hex')}@staff.example.com`,
      name: 'Operator',
      role: 'operator',
      password: STAFF_PASSWORD,
    });
    staffId = staff.id;
    const key = await call('pda/site/publicKey', {});
    const encrypted = crypto
      .publicEncrypt(
        {
          key: key.data.publicKey,
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(STAFF_PASSWORD),
      )
      .toString('base64');
    const staffIn = await call('pda/site/login', { username: staff.email, password: encrypted });
    expect(staffIn.code, staffIn.msg).toBe(200);
    const { bearer_token: bearer, refresh_token: refresh } = staffIn.data;
    const listed = await app.inject({
      method: 'GET',
      url: `/admin/appointments?token=${bearer}`,
      headers: { authorization: `Bearer ${bearer}` },
      remoteAddress: CLIENT,
    });
    expect(listed.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/admin/appointments',
      headers: { authorization: 'Bearer not-a-token-at-all-0123456789' },
      remoteAddress: CLIENT,
    });
    expect(refused.statusCode).toBe(401);
    // A malformed JSON body carrying a password: the refusal must not echo it.
    await app.inject({
      method: 'POST',
      url: '/admin/staff',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      payload: '{"email":"x@staff.example.com","password":"Json-Secret-2026"',
      remoteAddress: CLIENT,
    });
    // An invitation mail (its link carries a one-time token) written to the outbox.
    const invited = await app.inject({
      method: 'POST',
      url: '/admin/staff',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: `inv.${crypto.randomBytes(3).toString('hex')}@staff.example.com`,
        name: 'Invited',
        role: 'agent',
      }),
      remoteAddress: CLIENT,
    });
    expect(invited.statusCode).toBe(200);
    const invitation = /token=([\w-]{20,})/.exec(newestOutboxMail())?.[1];
    expect(invitation).toBeTruthy();
    // A refresh (the old bearer revoked), then the spent refresh token again (the login ends).
    const refreshed = await call('pda/site/refresh', { refresh_token: refresh });
    expect(refreshed.code, refreshed.msg).toBe(200);
    const reused = await call('pda/site/refresh', { refresh_token: refresh });
    expect(reused.code).not.toBe(200);
    secrets.push(refreshed.data.bearer_token, refreshed.data.refresh_token);
    secrets.push(code, password, wrong, token, bearer, refresh, ADMIN_TOKEN, STAFF_PASSWORD);
    secrets.push(encrypted, 'Json-Secret-2026', invitation as string);
  });

  it('logs no code, password or token anywhere', () => {
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The outbox line names the file, not the subject that carries the code.
    const outbox = lines.filter((line) => line.includes('mail written to outbox'));
    expect(outbox.length).toBeGreaterThan(0);
    for (const line of outbox) expect(JSON.parse(line)).not.toHaveProperty('subject');
  });

  it('redacts credentials and secret-named fields whoever logs them', () => {
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer leak-1', cookie: 'sid=leak-2' } },
        password: 'leak-3',
        body: { code: 'leak-4' },
        input: { codeToken: 'leak-5', refresh_token: 'leak-6' },
      },
      'a careless line',
    );
    const line = lines.find((l) => l.includes('a careless line')) ?? '';
    expect(line).toContain('[redacted]');
    expect(line).not.toMatch(/leak-\d/);
  });

  it('logs login.succeeded, login.failed and login.locked with the account id and the address', () => {
    expect(events('login.succeeded')).toContainEqual(
      expect.objectContaining({ account: memberId, ip: CLIENT, reason: 'password', level: 30 }),
    );
    expect(events('login.succeeded')).toContainEqual(
      expect.objectContaining({ account: staffId, ip: CLIENT, reason: 'password' }),
    );
    expect(events('login.failed')).toContainEqual(
      expect.objectContaining({
        account: memberId,
        ip: CLIENT,
        reason: 'wrong password',
        level: 40,
      }),
    );
    expect(events('login.locked')).toContainEqual(
      expect.objectContaining({ account: memberId, ip: CLIENT }),
    );
    expect(events('login.failed')).toContainEqual(
      expect.objectContaining({ ip: CLIENT, reason: expect.stringMatching(/e-mail code/) }),
    );
    expect(events('login.failed')).toContainEqual(
      expect.objectContaining({ ip: CLIENT, reason: 'bearer token not valid' }),
    );
    expect(staffId).toBeTruthy();
  });

  it('logs load.shed with the address when the password hash queue is full', async () => {
    let release = () => undefined as void;
    const held = withHashSlot(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    try {
      const busy = await call('policyholder/Login', {
        account: 'x@example.com',
        password: 'Pw-12345',
      });
      expect(busy.code).toBe(503);
    } finally {
      release();
      await held;
    }
    expect(events('load.shed')).toContainEqual(
      expect.objectContaining({ ip: CLIENT, reason: 'password hash queue full' }),
    );
  });

  it('logs token.revoked when a refresh replaces a bearer and when a spent refresh comes back', () => {
    expect(events('token.revoked')).toEqual([
      expect.objectContaining({
        account: staffId,
        ip: CLIENT,
        reason: 'bearer replaced by a refresh',
      }),
      expect.objectContaining({
        account: staffId,
        ip: CLIENT,
        reason: 'refresh token reused: login ended',
      }),
    ]);
  });

  it('logs a staff login failure with the staff id', async () => {
    const staff = await createStaff(app.ctx.db, {
      email: `fail.${crypto.randomBytes(3).toString('hex')}@staff.example.com`,
      name: 'Fail',
      role: 'agent',
      password: STAFF_PASSWORD,
    });
    const key = await call('pda/site/publicKey', {});
    const encrypted = crypto
      .publicEncrypt(
        {
          key: key.data.publicKey,
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from('Wrong2026x'),
      )
      .toString('base64');
    expect(
      (await call('pda/site/login', { username: staff.staff.email, password: encrypted })).code,
    ).toBe(400);
    expect(events('login.failed')).toContainEqual(
      expect.objectContaining({ account: staff.staff.id, ip: CLIENT, reason: 'wrong password' }),
    );
    expect(lines.join('\n')).not.toContain('Wrong2026x');
  });
});
