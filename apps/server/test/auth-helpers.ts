import { AGREEMENT_VERSION } from '@app/contract/constants';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { clear, clearAll, endAllWindows, hit } from '../src/http/throttle.ts';
import type { MailMessage } from '../src/notify/mail/mailer.ts';
import type { CallOptions, Envelope, TestApp } from './helpers.ts';
import { signedBody, testEnv, useTestApp } from './helpers.ts';

/** Fixtures for the auth tests: every step goes through the API, as the client takes it. */
let counter = 0;

/** A fresh address per test, so the per-address limits of one test never touch another. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const GOOD_PASSWORD = 'Tr1cky-Otter';

/** Six digits standing alone, as the code mail writes them. */
export function codeIn(message: MailMessage | undefined): string | undefined {
  return message?.subject.match(/\b(\d{6})\b/)?.[1];
}

export function lastMailTo(mail: MailMessage[], email: string): MailMessage | undefined {
  return mail.filter((m) => m.to === email.toLowerCase()).at(-1);
}

export async function requestCode(
  t: TestApp,
  email: string,
  transactionType: 'register' | 'forget' | 'login' = 'register',
  mail: MailMessage[] = t.mail,
): Promise<string> {
  const res = await t.call('user/mailcode', { accountNo: email, transactionType });
  expect(res.code, res.msg).toBe(200);
  const code = codeIn(lastMailTo(mail, email));
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

/** Who registers in these tests, but for the address and the code. */
export const PERSON = {
  name: 'Chan Tai Man',
  mobile: '13912345678',
  password: GOOD_PASSWORD,
  // The agreement the register screen's box accepts (one constant, the contract's).
  agreementVersion: AGREEMENT_VERSION,
};

/** policyholder/Register for PERSON with this address and code; `fields` change any field. */
export function register(
  t: TestApp,
  email: string,
  code: string,
  fields: Record<string, string> = {},
  options: CallOptions = {},
): Promise<Envelope> {
  return t.call('policyholder/Register', { ...PERSON, email, code, ...fields }, options);
}

export async function registerMember(
  t: TestApp,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<{ id: string; email: string; password: string }> {
  const code = await requestCode(t, email);
  const res = await register(t, email, code, { password });
  expect(res.code, res.msg).toBe(200);
  // As if registered a while ago: the next code for this address need not wait a minute.
  await clear(t.app.ctx.db, `mailcode:to:${email}`);
  return { id: res.data.id, email, password };
}

export async function logIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.call('policyholder/Login', { account: email, password });
  expect(res.code, res.msg).toBe(200);
  return res.data.token;
}

/** Limits are per client address, and every injected request comes from 127.0.0.1. */
export async function resetThrottles(t: TestApp): Promise<void> {
  await clearAll(t.app.ctx.db);
}

/** As if every throttle window had run its time: each counter starts again at the next hit. */
export async function endThrottleWindows(t: TestApp): Promise<void> {
  await endAllWindows(t.app.ctx.db);
}

/**
 * Stands in for `times` more counted attempts on a throttle key without making them (a login
 * failure costs a password hash). The limit and window only matter to the first hit of a key.
 */
export async function addThrottleHits(
  t: TestApp,
  key: string,
  times: number,
  windowMs = 60 * 60_000,
): Promise<void> {
  for (let i = 0; i < times; i += 1) await hit(t.app.ctx.db, key, Infinity, windowMs);
}

/**
 * The auth tests' app, its throttles cleared before each test: one test's limits never trip
 * another's.
 */
export function useAuthTestApp(): TestApp {
  const t = useTestApp();
  beforeEach(async () => {
    await resetThrottles(t);
  });
  return t;
}

/**
 * An app whose own mailer talks to the SMTP server at smtpUrl. Built here rather than with
 * buildTestApp so it stays on the embedded database: the SMTP tests are about the mail
 * conversation, not the dialect.
 */
export async function buildSmtpApp(smtpUrl: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-smtp-'));
  const config = loadConfig({ ...testEnv(dataDir), SMTP_URL: smtpUrl, ...env });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed user/mailcode (register) sent straight to the app; the transport must answer 200. */
export async function injectMailcode(app: FastifyInstance, accountNo: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/mailcode',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
    payload: new URLSearchParams(signedBody({ accountNo, transactionType: 'register' })).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res;
}
