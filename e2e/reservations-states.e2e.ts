import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import type { ProductType } from '@app/contract/enums';
import { validSection } from '@app/contract/testing/fixtures';
import type { FixtureData } from '@app/contract/testing/fixtures';
import { apiClient } from './support/api.ts';
import { phonePage, screenshot } from './support/browser.ts';
import {
  DEMO,
  TEXT,
  checkReservation,
  draftOf,
  fillSection,
  filled,
  logInThroughUi,
  memberToken,
  readSection,
} from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * What a reservation form does when things go wrong, in Chromium on a phone against the built
 * server: a reload in the middle of typing, a server that is down when Save is pressed, links
 * that are unknown or opened before logging in, a refused ID number. Its own server: one test
 * stops and restarts it.
 */

const suite = serverAndBrowser();
let api: string;
const today = isoDateToday();

beforeAll(async () => {
  api = await memberToken(suite.server.url);
});

/** A new reservation's link token, made through the API (the start screen has its own test). */
async function newLink(productType: ProductType): Promise<string> {
  const res = await apiClient(suite.server.url)<{ token: string }>(
    'policyholder/CreateAppoint',
    { productType },
    api,
  );
  if (res.code !== 200) throw new Error(`CreateAppoint: ${res.code} ${res.msg}`);
  return res.data.token;
}

const open = (page: Page, route: string) => page.goto(`${suite.server.url}/#${route}`);

const pick = (data: FixtureData, keys: readonly string[]): FixtureData =>
  Object.fromEntries(keys.map((key) => [key, data[key] ?? '']));

describe('reservation forms when things go wrong', () => {
  it('keeps a half-typed section over a reload, then saves it and drops the draft (zh-CN)', async () => {
    const lang = 'zh-CN';
    const page = await phonePage(suite.browser, lang);
    await logInThroughUi(page, suite.server.url);
    const link = await newLink('realEstate');
    await open(page, `/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`);
    await page.getByTestId('save-button').waitFor();
    // The form opens without the notice: nothing was kept yet.
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);

    const customer = validSection('customer', 'realEstate', today);
    const half = pick(customer, ['nameCn', 'nameEn', 'idType', 'idNumber', 'gender', 'birthDate']);
    await fillSection(page, half);
    const key = `draft:${link}:customer`;
    // Reloaded at once, before the 300 ms typing pause has passed: pagehide keeps the draft.
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    await expect(readSection(page, Object.keys(half))).resolves.toEqual(half);
    expect(JSON.parse((await draftOf(page, link, 'customer')) ?? '{}')).toMatchObject(half);

    await fillSection(page, customer);
    await page.getByTestId('save-button').click();
    await page.getByText(TEXT.saved[lang]).first().waitFor();
    await page.locator('[data-testid="section-customer"][data-status="completed"]').waitFor();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    const stored = await checkReservation(suite.server.url, api, link);
    expect(stored.data.sections.customer?.data).toMatchObject(filled(customer));
    // Opened again, the form shows the saved data and no notice of a restored draft.
    await page.getByTestId('section-customer').getByRole('link').click();
    await page.getByTestId('save-button').waitFor();
    await expect(readSection(page, Object.keys(filled(customer)))).resolves.toEqual(
      filled(customer),
    );
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
    await page.context().close();
  });

  // D44: the form renders without the rules (zod and the sections' schemas) and loads them when
  // the member starts on it; when they cannot load, Save fails like a dropped connection.
  it('shows the form without its rules, keeps what was typed when they cannot load, and saves once they can (en-US)', async () => {
    const lang = 'en-US';
    const manifest = JSON.parse(
      fs.readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>;
    const rules = Object.entries(manifest).find(([source]) =>
      source.endsWith('packages/contract/src/sections/registry.ts'),
    )?.[1].file;
    expect(rules).toBeDefined();
    const page = await phonePage(suite.browser, lang);
    // The rules' chunk never arrives (the service worker cannot precache it either), whatever
    // query the app adds to try it again (lib/lazy-screen.ts's retryableImport).
    const rulesChunk = (url: URL) => url.pathname === `/${rules}`;
    await page.context().route(rulesChunk, (route) => route.abort());
    await logInThroughUi(page, suite.server.url);
    const link = await newLink('investment');
    await open(page, `/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`);
    await page.getByTestId('save-button').waitFor();
    const typed = pick(validSection('customer', 'investment', today), ['nameCn', 'nameEn']);
    await fillSection(page, typed);
    await page.getByTestId('save-button').click();
    await page.locator('.section-form__kept').waitFor();
    expect(page.url()).toContain('customerInfo');
    await expect(readSection(page, Object.keys(typed))).resolves.toEqual(typed);
    const draft = JSON.parse((await draftOf(page, link, 'customer')) ?? '{}') as FixtureData;
    expect(draft).toMatchObject(typed);
    const stored = await checkReservation(suite.server.url, api, link);
    expect(stored.data.sections.customer?.data).toEqual({});

    // The network back, the next Save loads the rules and saves: a failed load is not kept.
    await page.context().unroute(rulesChunk);
    const customer = validSection('customer', 'investment', today);
    await fillSection(page, customer);
    await page.getByTestId('save-button').click();
    await page.locator('[data-testid="section-customer"][data-status="completed"]').waitFor();
    const saved = await checkReservation(suite.server.url, api, link);
    expect(saved.data.sections.customer?.data).toMatchObject(filled(customer));
    await page.context().close();
  });

  it('keeps what was typed when the server is down at Save, and saves it once it is back', async () => {
    const lang = 'zh-CN';
    const page = await phonePage(suite.browser, lang);
    await logInThroughUi(page, suite.server.url);
    const link = await newLink('investment');
    await open(page, `/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`);
    await page.getByTestId('save-button').waitFor();
    const customer = validSection('customer', 'investment', today);
    await fillSection(page, customer);
    const expected = filled(customer);

    await suite.server.stop();
    try {
      await page.getByTestId('save-button').click();
      await page.getByText(TEXT.network[lang]).first().waitFor();
      await page.locator('.section-form__kept').waitFor();
      // Still on the form, every value where it was, and the draft kept on the phone.
      expect(page.url()).toContain('customerInfo');
      await expect(readSection(page, Object.keys(expected))).resolves.toEqual(expected);
      const draft = JSON.parse((await draftOf(page, link, 'customer')) ?? '{}') as FixtureData;
      expect(draft).toMatchObject(expected);
    } finally {
      await suite.server.restart();
    }

    // The network toast may still show: it covers no control (D73), and the save's replaces it.
    await page.getByTestId('save-button').click();
    await page.getByText(TEXT.saved[lang]).first().waitFor();
    await page.locator('[data-testid="section-customer"][data-status="completed"]').waitFor();
    await expect.poll(() => draftOf(page, link, 'customer')).toBeNull();
    const stored = await checkReservation(suite.server.url, api, link);
    expect(stored.code).toBe(200);
    expect(stored.data.sections.customer?.completed).toBe(true);
    expect(stored.data.sections.customer?.data).toMatchObject(expected);
    await page.context().close();
  });

  it('shows a refused mainland ID number beside the field, focuses it and clears nothing (en-US)', async () => {
    const lang = 'en-US';
    const page = await phonePage(suite.browser, lang);
    await logInThroughUi(page, suite.server.url);
    const link = await newLink('insurance');
    await open(page, `/pages/appointment/applicant_info?token=${link}`);
    await page.getByTestId('save-button').waitFor();
    // A mainland ID with a wrong check digit (the valid one ends in X).
    const applicant: FixtureData = {
      ...validSection('applicant', 'insurance', today),
      idType: 'cnId',
      idNumber: '110105194912310021',
    };
    await fillSection(page, applicant);
    const expected = filled(applicant);
    await page.getByTestId('save-button').click();

    const message = page.getByTestId('error-idNumber');
    await message.waitFor();
    await expect(message.innerText()).resolves.toBe(TEXT.idNumber[lang]);
    // The message sits in the idNumber field's block and describes its input.
    const field = page.locator('[data-field="idNumber"]');
    await expect(field.getByTestId('error-idNumber').count()).resolves.toBe(1);
    const input = page.locator('input[name="idNumber"]');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(input.getAttribute('aria-describedby')).resolves.toBe(
      await message.getAttribute('id'),
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('idNumber');
    // The only message, nothing cleared, nothing saved.
    await expect(page.locator('[data-testid^="error-"]').count()).resolves.toBe(1);
    await expect(readSection(page, Object.keys(expected))).resolves.toEqual(expected);
    expect(page.url()).toContain('applicant_info');
    const stored = await checkReservation(suite.server.url, api, link);
    expect(stored.data.sections.applicant?.completed ?? false).toBe(false);

    // Corrected, it saves.
    await page.fill('input[name="idNumber"]', '11010519491231002X');
    await expect(page.getByTestId('error-idNumber').count()).resolves.toBe(0);
    await page.getByTestId('save-button').click();
    await page.getByText(TEXT.saved[lang]).first().waitFor();
    await page.locator('[data-testid="section-applicant"][data-status="completed"]').waitFor();
    await page.context().close();
  });

  it('picks an address on the choose-location screen and brings it back to the form', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const page = await phonePage(suite.browser, lang);
      await logInThroughUi(page, suite.server.url);
      const link = await newLink('trust');
      await open(page, `/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`);
      await page.getByTestId('save-button').waitFor();
      await page.fill('input[name="nameEn"]', 'Chan Tai Man');
      await page.locator('[data-field="mailingAddress"] a.section-field__map').click();
      await page.waitForURL(/choose-location\?field=mailingAddress/);
      await page.locator('textarea[name="address"]').waitFor();
      await screenshot(page, lang, 'choose-location');
      const address = '香港中环皇后大道中 99 号';
      await page.fill('textarea[name="address"]', address);
      await page.getByTestId('location-confirm').click();
      await page.waitForURL(/customerInfo\?token=/);
      await expect.poll(() => page.inputValue('textarea[name="mailingAddress"]')).toBe(address);
      // What was typed before leaving is still there.
      await expect(page.inputValue('input[name="nameEn"]')).resolves.toBe('Chan Tai Man');
      await page.context().close();
    }
  });
});

describe('reservation links', () => {
  it('shows "Link Error" for an unknown token in both languages', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const page = await phonePage(suite.browser, lang);
      await logInThroughUi(page, suite.server.url);
      await open(page, '/pages/appointment/index?token=NoSuchLinkToken0123456789');
      const state = page.getByTestId('link-invalid');
      await state.waitFor();
      await expect(state.innerText()).resolves.toContain(TEXT.linkInvalid[lang]);
      await screenshot(page, lang, 'link-invalid');
      await page.context().close();
    }
  });

  it('sends a visitor who is not logged in to login and back to the link afterwards', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    const link = await newLink('ita');
    await open(page, `/pages/appointment/index?token=${link}`);
    await page.waitForURL(/pages\/login\/index\?redirect=/);
    await page.fill('input[name="account"]', DEMO.account);
    await page.fill('input[name="password"]', DEMO.password);
    await page.locator('form button[type="submit"]').click();
    // Back on the link, which goes on to the product's overview.
    await page.waitForURL(new RegExp(`ITA/index\\?token=${link}`));
    await page.getByTestId('section-ita').waitFor();
    await expect(page.getByTestId('section-applicant').getAttribute('data-status')).resolves.toBe(
      'todo',
    );
    await page.context().close();
  });
});
