import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import { signFields } from '@app/contract/sign';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import type { SectionName } from '@app/contract/sections/products';
import { requiredUploads } from '@app/contract/sections/upload';
import { declarationsFor } from '@app/contract/testing/declarations';
import { validSections } from '@app/contract/testing/fixtures';
import { isoDateToday } from '@app/contract/dates';
import type { Page } from 'playwright-core';
import { demoPdf, pngOf } from '../../apps/server/src/features/business/demo-files.ts';
import { apiClient } from './api.ts';
import { headerOf, subjectOf } from './mailbox.ts';
import { repoRoot } from './server.ts';
import type { BuiltServer } from '../../scripts/built-server.mjs';

export const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

export interface Envelope<T = any> {
  /** The HTTP status; the admin API makes it equal to `code`. */
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** The back office's API as staff call it: bearer token, JSON in, {code,msg,data} out. */
export function adminClient(baseUrl: string, token = ADMIN_TOKEN) {
  return async function admin<T = any>(
    method: 'GET' | 'POST' | 'PATCH',
    apiPath: string,
    body?: unknown,
  ): Promise<Envelope<T>> {
    const res = await fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en-US',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Partial<Envelope<T>>;
    return {
      status: res.status,
      code: json.code ?? res.status,
      msg: json.msg ?? '',
      data: json.data as T,
    };
  };
}

/** Throws with the server's answer unless the call succeeded. */
export function expectOk<T>(res: Envelope<T>, what: string): T {
  if (res.status !== 200 || res.code !== 200) {
    throw new Error(
      `${what}: HTTP ${res.status} ${res.code} ${res.msg} ${JSON.stringify(res.data)}`,
    );
  }
  return res.data;
}

/**
 * What `pick` finds in the newest mail to `address` in DATA_DIR/outbox (the server writes each
 * mail there as an .eml file when SMTP_URL is unset), waiting for the mail to arrive.
 */
export async function fromOutbox(
  dataDir: string,
  address: string,
  pick: (raw: string) => string | undefined,
  timeoutMs = 10_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!headerOf(raw, 'To').toLowerCase().includes(address.toLowerCase())) continue;
      const found = pick(raw);
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing for ${address} in ${outbox}`);
}

/** The 6-digit code of the newest mail to `address` in DATA_DIR/outbox: it is in the Subject. */
export const codeFromOutbox = (dataDir: string, address: string, timeoutMs?: number) =>
  fromOutbox(dataDir, address, (raw) => /\b(\d{6})\b/.exec(subjectOf(raw))?.[1], timeoutMs);

export interface NewMember {
  name: string;
  email: string;
  password: string;
}

/** Registers a member through the API with the code the server wrote to its outbox. */
export async function registerMember(
  server: BuiltServer,
  tag = 'member',
  name = 'Lee Siu Ming',
): Promise<NewMember> {
  const call = apiClient(server.url);
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const member = { name, email, password: 'Safe2024pass' };
  const mail = await call('user/mailcode', { accountNo: email, transactionType: 'register' });
  if (mail.code !== 200) throw new Error(`mailcode: ${mail.code} ${mail.msg}`);
  const code = await codeFromOutbox(server.dataDir, email);
  const reg = await call('policyholder/Register', {
    name: member.name,
    mobile: '13912345678',
    email,
    code,
    password: member.password,
    agreementVersion: AGREEMENT_VERSION,
  });
  if (reg.code !== 200) throw new Error(`Register: ${reg.code} ${reg.msg}`);
  return member;
}

/** A member's session token from the API (to prepare data as that member). */
export async function memberToken(server: BuiltServer, email: string, password: string) {
  const res = await apiClient(server.url)<{ token: string }>('policyholder/Login', {
    account: email,
    password,
  });
  if (res.code !== 200) throw new Error(`Login: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** A real RGB PNG: a coloured band over a light page, so a screenshot shows that it decoded. */
export function samplePng(
  width = 240,
  height = 160,
  rgb: [number, number, number] = [22, 119, 255],
) {
  return pngOf(width, height, (x, y) => {
    const band = y < height / 4;
    const line = !band && y % 16 === 8 && x > 16 && x < width - 16;
    return band ? rgb : line ? [170, 170, 170] : [250, 250, 250];
  });
}

/** A one-page PDF with computed cross-reference offsets (viewers open it without repair). */
export const samplePdf = demoPdf;

/** A signed multipart call as the client makes it (EditAppointInfo, platform/upload). */
export async function multipartCall(
  baseUrl: string,
  apiPath: string,
  fields: Record<string, string>,
  token: string,
  file?: { name: string; content: Buffer; type: string },
  lang = 'en-US',
): Promise<{ code: number; msg: string; data: any }> {
  const signed = signFields(
    { ...fields, auth_token: token, lang },
    { orgno: 'demo-org', secret: 'demo-secret' },
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(signed)) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { authorization: token, 'accept-language': lang },
    body: form,
  });
  if (res.status !== 200) return { code: res.status, msg: res.statusText, data: null };
  return (await res.json()) as { code: number; msg: string; data: any };
}

/**
 * A reservation made and filled through the member API (as the client would): every section from
 * the contract's fixtures, each required file uploaded. Answers the link token and a sender of
 * files for more kinds.
 */
export async function fillReservationByApi(
  baseUrl: string,
  token: string,
  productType: ProductType,
  /** Fields to change in the fixtures' sections ({applicant: {idExpiry}}). */
  changes: Partial<Record<SectionName, Record<string, string>>> = {},
) {
  const call = apiClient(baseUrl);
  const created = await call<{ token: string }>(
    'policyholder/CreateAppoint',
    { productType },
    token,
  );
  if (created.code !== 200) throw new Error(`CreateAppoint: ${created.code} ${created.msg}`);
  const link = created.data.token;
  const today = isoDateToday();
  const sections = validSections(productType, today);
  for (const [section, fields] of Object.entries(changes)) {
    sections[section as SectionName] = { ...sections[section as SectionName], ...fields };
  }
  const save = async (section: string, data: unknown) => {
    const res = await multipartCall(
      baseUrl,
      'policyholder/EditAppointInfo',
      { token: link, section, action: 'save', data: JSON.stringify(data) },
      token,
    );
    if (res.code !== 200) throw new Error(`save ${section}: ${res.code} ${res.msg}`);
  };
  for (const section of productSections[productType]) {
    if (section !== 'upload') await save(section, sections[section]);
  }
  const send = async (kind: string): Promise<string> => {
    const file =
      kind === 'resume'
        ? { name: 'cv.pdf', content: samplePdf(['CV']), type: 'application/pdf' }
        : { name: `${kind}.png`, content: samplePng(8, 8), type: 'image/png' };
    const res = await multipartCall(baseUrl, 'platform/upload', { token: link, kind }, token, file);
    if (res.code !== 200) throw new Error(`upload ${kind}: ${res.code} ${res.msg}`);
    return (res.data as { id: string }).id;
  };
  const uploads: Record<string, string> = {};
  for (const kind of requiredUploads(productType, sections, today))
    uploads[kind] = await send(kind);
  await save('upload', uploads);
  return { link, sections, today, send };
}

/**
 * A reservation made, filled, signed, declared and submitted through the member API (as the
 * client would). Answers the link token.
 */
export async function submitReservation(
  baseUrl: string,
  token: string,
  productType: ProductType,
  /** The language of the submit call: the application PDF's (issue 13). */
  lang = 'en-US',
  changes: Partial<Record<SectionName, Record<string, string>>> = {},
): Promise<string> {
  const { link, sections, today, send } = await fillReservationByApi(
    baseUrl,
    token,
    productType,
    changes,
  );
  // Signed and declared as the tip screen does.
  const { declarations, signatures } = declarationsFor(productType, sections, today);
  for (const kind of signatures) await send(kind);
  const submitted = await multipartCall(
    baseUrl,
    'policyholder/EditAppointInfo',
    { token: link, action: 'submit', declarations },
    token,
    undefined,
    lang,
  );
  if (submitted.code !== 200) {
    throw new Error(`submit: ${submitted.code} ${submitted.msg} ${JSON.stringify(submitted.data)}`);
  }
  return link;
}

/**
 * `npm run admin -- <args>` on the server's data (same environment, so the same DATA_DIR; SQLite
 * in WAL mode takes a second process). Answers the JSON the CLI prints and its exit code.
 */
export async function adminCli(
  server: BuiltServer,
  args: string[],
): Promise<{ exitCode: number; output: Envelope | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ...server.env, LOG_LEVEL: 'warn' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const start = stdout.search(/^\{/m);
        let output: Envelope | null;
        try {
          output = start >= 0 ? (JSON.parse(stdout.slice(start)) as Envelope) : null;
        } catch {
          output = null;
        }
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, output, stdout, stderr });
      },
    );
  });
}

/**
 * A finger dragging down from (x, y) by `distance` px in small steps, then lifting: real touch
 * events through Chromium's input pipeline (CDP), as a phone sends them.
 */
export async function touchDrag(page: Page, x: number, y: number, distance: number, steps = 12) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + (distance * i) / steps }],
      });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
