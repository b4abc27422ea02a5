import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths.ts';
import { consolePaths } from '../apps/web/src/pda/lib/paths.ts';
import { apiClient } from './support/api.ts';
import { memberToken } from './support/back-office.ts';
import { screenshotDir } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import {
  DEMO_ADMIN,
  logInToConsole,
  pageOn,
  rowLinks,
  saveBusinessFields,
} from './support/console.ts';
import type { Screen } from './support/console.ts';
import { DEMO } from './support/reservation-forms.ts';
import { rawKeysOn } from './support/raw-keys.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Toasts hide no control (issue 36, D73): a toast that lets taps through still covered the button
 * or field under it. On each screen where a toast shows, in both apps, on a phone and a desktop,
 * the toast's box and every control the member or staff member can see (links, buttons, inputs,
 * selects, text areas, role=button) share no point; and no raw translation key is on the page.
 */

const suite = serverAndBrowser();
let demoToken: string;

beforeAll(async () => {
  demoToken = await memberToken(suite.server, DEMO.account, DEMO.password);
});

/**
 * What is wrong once a toast shows: each control it covers, as 'tag name/test id/text', and each
 * raw translation key on the page, the toast's and the fields' messages included. A control
 * counts where it is what the screen shows: the topmost element at some point of its overlap
 * with the toast (the toast lets taps through, so elementFromPoint looks past it). A field
 * scrolled under the sticky header is not seen there and is not counted.
 */
async function toastProblems(page: Page): Promise<string[]> {
  await page.locator('.toast__main').first().waitFor();
  const rawKeys = (await rawKeysOn(page)).map((key) => `raw key ${key}`);
  const covered = await page.evaluate(() => {
    const box = document.querySelector('.toast__main');
    if (!box) return ['no toast'];
    const toast = box.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'a, button, input, select, textarea, [role="button"]',
    );
    const covered: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      const left = Math.max(rect.left, toast.left);
      const right = Math.min(rect.right, toast.right);
      const top = Math.max(rect.top, toast.top);
      const bottom = Math.min(rect.bottom, toast.bottom);
      if (left >= right || top >= bottom) continue;
      let seen = false;
      for (let x = left + 0.5; x < right && !seen; x += 3) {
        for (let y = top + 0.5; y < bottom && !seen; y += 3) {
          const hit = document.elementFromPoint(x, y);
          seen = !!hit && (hit === control || control.contains(hit));
        }
      }
      if (!seen) continue;
      const name =
        control.getAttribute('name') ??
        control.getAttribute('data-testid') ??
        control.textContent?.trim().slice(0, 30);
      covered.push(`${control.tagName.toLowerCase()} ${name ?? ''}`);
    }
    return covered;
  });
  return [...covered, ...rawKeys];
}

/** The member's login screen, a wrong password: the server's refusal in a toast. */
async function memberLoginRefused(page: Page): Promise<string[]> {
  await page.goto(`${suite.server.url}/#${paths.login}`);
  await page.fill('input[name="account"]', DEMO.account);
  await page.fill('input[name="password"]', 'Wrong12345');
  await page.locator('form button[type="submit"]').click();
  return toastProblems(page);
}

/** An empty section saved: its fields' messages, the first one in a toast, the form scrolled to it. */
async function sectionRefused(page: Page): Promise<string[]> {
  const res = await apiClient(suite.server.url)<{ token: string }>(
    'policyholder/CreateAppoint',
    { productType: 'insurance' },
    demoToken,
  );
  await page.goto(`${suite.server.url}/`);
  await page.evaluate((value) => localStorage.setItem('member-token', value), demoToken);
  await page.goto(
    `${suite.server.url}/#${paths.appointment.href(paths.appointment.applicantInfo, res.data.token)}`,
  );
  await page.getByTestId('save-button').click();
  const covered = await toastProblems(page);
  // The toast as it shows, faded in (browser.ts's screenshot waits for toasts to go).
  await page
    .locator('.toast__main')
    .evaluate((box) => Promise.all(box.getAnimations().map((a) => a.finished)));
  const lang = await page.evaluate(() => document.documentElement.lang);
  const dir = path.join(screenshotDir, lang);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `toast-section-${page.viewportSize()?.width}.png`),
  });
  return covered;
}

/** The console: 'Login successful' over the dashboard, a business's fields saved, logged out. */
async function consoleSaves(page: Page): Promise<string[]> {
  await logInToConsole(page, suite.server.url, DEMO_ADMIN);
  const covered = (await toastProblems(page)).map((c) => `dashboard: ${c}`);
  await page.goto(`${suite.server.url}/pda/#${consolePaths.businesses}`);
  await page.getByTestId('business-list').locator('a').first().waitFor();
  const [first] = await rowLinks(page, 'business-list');
  await page.goto(`${suite.server.url}/pda/${first ?? ''}`);
  await page.locator('form[aria-labelledby="business-fields-title"]').waitFor();
  await saveBusinessFields(page, { remarks: `Toast ${Date.now()}` });
  covered.push(...(await toastProblems(page)).map((c) => `business: ${c}`));
  // Logged out: the toast over the login card, which has no header.
  await page.locator('.console__logout').click();
  await page.locator('.adm-dialog-button-bold').click();
  await page.locator('input[name="username"]').waitFor();
  covered.push(...(await toastProblems(page)).map((c) => `logged out: ${c}`));
  return covered;
}

describe.each([
  ['phone', 'zh-CN'],
  ['desktop', 'en-US'],
] as [Screen, Lang][])('a toast on a %s (%s)', (screen, lang) => {
  it('hides no control and shows no raw key: the member login, a section, the console', async () => {
    const page = await pageOn(suite.browser, lang, screen);
    const covered = [
      ...(await memberLoginRefused(page)).map((c) => `member login: ${c}`),
      ...(await sectionRefused(page)).map((c) => `section: ${c}`),
      ...(await consoleSaves(page)).map((c) => `console ${c}`),
    ];
    expect(covered).toEqual([]);
    await page.context().close();
  });
});
