import type { Page } from 'playwright-core';
import { signFields } from '@app/contract/sign';
import type { FixtureData } from '@app/contract/testing/fixtures';
import { apiClient } from './api.ts';
import { samplePdf, samplePng } from './back-office.ts';
import { screenshot } from './browser.ts';
import type { Lang } from './browser.ts';

/**
 * Helpers for the reservation browser tests (e2e/reservations*.e2e.ts): real files to upload,
 * filling a section form by the FIELDS.md keys, and the few API calls used to prepare or check
 * data from the test process.
 */

export const DEMO = { account: 'demo@example.com', password: 'Demo1234' } as const;

/** The texts the tests look for, in both languages (the contract's catalog). */
export const TEXT = {
  saved: { 'zh-CN': '保存成功', 'en-US': 'Save Successful' },
  submitted: { 'zh-CN': '提交成功', 'en-US': 'Submit Successful' },
  linkInvalid: { 'zh-CN': '链接无效', 'en-US': 'Link Error' },
  linkFilled: { 'zh-CN': '该链接已填写', 'en-US': 'The link has been filled' },
  network: { 'zh-CN': '网络异常', 'en-US': 'network exception' },
  idNumber: { 'zh-CN': '请输入正确的证件号码', 'en-US': 'Please enter a valid ID number' },
} as const satisfies Record<string, Record<Lang, string>>;

// ---------------------------------------------------------------------------------------------
// Files

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The file a test picks for an upload kind: the résumé is a PDF, the rest photos. */
export function fileFor(kind: string, index = 0): FilePayload {
  if (kind === 'resume')
    return { name: 'resume.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Resume']) };
  const hue: [number, number, number] = [(40 * index) % 256, 119, (255 - 30 * index) % 256];
  return { name: `${kind}.png`, mimeType: 'image/png', buffer: samplePng(64, 48, hue) };
}

// ---------------------------------------------------------------------------------------------
// Browser

export async function logInThroughUi(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/`);
  await page.fill('input[name="account"]', DEMO.account);
  await page.fill('input[name="password"]', DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/pages\/business\/index/);
}

/** The link token in a link such as http://host/#/pages/appointment/index?token=abc. */
export function tokenOf(link: string): string {
  const token = new URL(link.replace('/#/', '/')).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/**
 * Chooses the product on the start screen and answers the new link's token once the link and
 * its QR code are shown (the caller may screenshot, then press 'fill it in now').
 */
export async function createThroughUi(
  page: Page,
  baseUrl: string,
  productType: string,
): Promise<string> {
  await page.goto(`${baseUrl}/#/pages/appointment/start`);
  await page.getByTestId(`product-${productType}`).click();
  // A tap only chooses the product; Start makes the reservation (issue 36).
  await page.getByTestId('start-reservation').click();
  const link = page.getByTestId('appointment-link');
  await link.waitFor();
  await page.getByTestId('appointment-qr').waitFor();
  return tokenOf(await link.inputValue());
}

/** The overview row of a section. */
export const sectionRow = (page: Page, section: string) => page.getByTestId(`section-${section}`);

export async function openSection(page: Page, section: string): Promise<void> {
  await sectionRow(page, section).getByRole('link').click();
  await page
    .getByTestId(section === 'upload' ? 'upload-tile-idCardFront' : 'save-button')
    .waitFor();
}

/**
 * Fills a section form by the FIELDS.md keys, in the fixture's order (a field shown only once
 * another is chosen, such as the card fields, comes after it): text, textareas and dates are
 * filled, native selects chosen, yes/no radios checked. Empty values are left empty.
 */
export async function fillSection(page: Page, data: FixtureData): Promise<void> {
  for (const [key, value] of Object.entries(data)) {
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const control = page.locator(`[name="${key}"]`).first();
    await control.waitFor({ state: 'attached', timeout: 5_000 });
    const { tag, type } = await control.evaluate((el) => ({
      tag: el.tagName.toLowerCase(),
      type: (el as HTMLInputElement).type,
    }));
    if (tag === 'select') {
      // Reached for first, as a tap or the keyboard does: a long list (the countries) has only
      // its chosen option until then (useLongListOnDemand).
      await control.focus();
      await control.selectOption(value);
    } else if (type === 'radio') {
      await page.locator(`input[name="${key}"][value="${String(value)}"]`).check();
    } else {
      // Reached first too: a date field is text until then, the date input after (FieldControl).
      await control.focus();
      await control.fill(Array.isArray(value) ? value.join(',') : value);
    }
  }
}

/** What the form shows now for each key (a list for a multiple select, the checked radio). */
export async function readSection(page: Page, keys: readonly string[]): Promise<FixtureData> {
  const out: FixtureData = {};
  for (const key of keys) {
    // A form renders its fields two per task after the first (useRevealInSteps): each one read
    // must be there first, or a field still to come would read as empty.
    await page.locator(`[name="${key}"]`).first().waitFor({ state: 'attached' });
    out[key] = await page.evaluate((name) => {
      const all = [...document.querySelectorAll<HTMLElement>(`[name="${name}"]`)];
      const first = all[0];
      if (!first) return '';
      if (first instanceof HTMLSelectElement && first.multiple) {
        return [...first.selectedOptions].map((o) => o.value);
      }
      if (first instanceof HTMLInputElement && first.type === 'radio') {
        return all.map((el) => el as HTMLInputElement).find((el) => el.checked)?.value ?? '';
      }
      return (first as HTMLInputElement).value;
    }, key);
  }
  return out;
}

/** Only the keys the fixture fills (empty optional ones dropped): what to compare against. */
export function filled(data: FixtureData): FixtureData {
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => !(v === '' || (Array.isArray(v) && v.length === 0))),
  );
}

/** Saves the open section form, waits for the toast and the overview row marked completed. */
export async function saveSection(page: Page, section: string, lang: Lang): Promise<void> {
  await page.getByTestId('save-button').click();
  await page.getByText(TEXT.saved[lang]).first().waitFor();
  await sectionRow(page, section).waitFor();
  await page.locator(`[data-testid="section-${section}"][data-status="completed"]`).waitFor();
}

/** The kinds of the upload tiles shown, in order. */
export async function tileKinds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="upload-tile-"]')
    .evaluateAll((tiles) =>
      tiles.map((t) => (t.getAttribute('data-testid') ?? '').replace('upload-tile-', '')),
    );
}

/**
 * Picks a real file on every tile, one after the other, each waiting until its tile says
 * 'uploaded'; the last one makes the section complete and saved (toast).
 */
export async function uploadAll(page: Page, kinds: readonly string[]): Promise<void> {
  for (const [index, kind] of kinds.entries()) {
    const tile = page.getByTestId(`upload-tile-${kind}`);
    await tile.locator(`input[type="file"][name="${kind}"]`).setInputFiles(fileFor(kind, index));
    await page.locator(`[data-testid="upload-tile-${kind}"][data-status="uploaded"]`).waitFor();
  }
}

/**
 * A screenshot of the screen from its top: a long form is scrolled to the last field typed, and
 * a full-page capture would draw the sticky header in the middle.
 */
export async function screenshotFromTop(page: Page, lang: Lang, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await screenshot(page, lang, name);
}

export async function draftOf(page: Page, token: string, section: string) {
  return page.evaluate((key) => localStorage.getItem(key), `draft:${token}:${section}`);
}

// ---------------------------------------------------------------------------------------------
// API (from the test process)

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export interface ReservationView {
  token: string;
  productType: string;
  status: string;
  businessId?: string;
  sections: Record<string, { completed: boolean; data: Record<string, unknown> } | undefined>;
  uploads: { id: string; kind: string }[];
}

export async function memberToken(baseUrl: string): Promise<string> {
  const res = await apiClient(baseUrl)<{ token: string }>('policyholder/Login', {
    account: DEMO.account,
    password: DEMO.password,
  });
  if (res.code !== 200) throw new Error(`Login: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** A signed multipart call as the client makes it (EditAppointInfo, platform/upload). */
export async function multipartCall<T = any>(
  baseUrl: string,
  apiPath: string,
  fields: Record<string, string>,
  token: string,
  file?: FilePayload,
): Promise<Envelope<T>> {
  const signed = signFields(
    { ...fields, auth_token: token, lang: 'en-US' },
    { orgno: 'demo-org', secret: 'demo-secret' },
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(signed)) form.append(key, value);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  }
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { authorization: token, 'accept-language': 'en-US' },
    body: form,
  });
  if (res.status !== 200) return { code: res.status, msg: res.statusText, data: null as T };
  return (await res.json()) as Envelope<T>;
}

/** Saves one section through EditAppointInfo (only for kinds another test fills by hand). */
export async function saveSectionByApi(
  baseUrl: string,
  token: string,
  link: string,
  section: string,
  data: FixtureData,
): Promise<void> {
  const res = await multipartCall(
    baseUrl,
    'policyholder/EditAppointInfo',
    { token: link, section, action: 'save', data: JSON.stringify(data) },
    token,
  );
  if (res.code !== 200) {
    throw new Error(`save ${section}: ${res.code} ${res.msg} ${JSON.stringify(res.data)}`);
  }
}

export async function checkReservation(
  baseUrl: string,
  token: string,
  link: string,
): Promise<Envelope<ReservationView>> {
  return apiClient(baseUrl)<ReservationView>(
    'policyholder/checkAppointUrl',
    { token: link },
    token,
  );
}

/** The member's business count (getbusinessforuser's total). */
export async function businessTotal(baseUrl: string, token: string): Promise<number> {
  const res = await apiClient(baseUrl)<{ total: number }>(
    'insuranceservice/getbusinessforuser',
    { page: '1', size: '10' },
    token,
  );
  if (res.code !== 200) throw new Error(`getbusinessforuser: ${res.code} ${res.msg}`);
  return res.data.total;
}
