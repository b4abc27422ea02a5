import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { memberToken, multipartCall, samplePng } from './support/back-office.ts';
import type { Lang } from './support/browser.ts';
import {
  DEMO_ADMIN,
  consoleScreenshot,
  gotoConsole,
  logInToConsole,
  pageOn,
} from './support/console.ts';
import { DEMO } from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The remittances, payees and staff lists on the console's list kit (issue 37 point 2, D91) in
 * Chromium at 1280 and 360 px in both languages: a header sorts on the server, a filter and the
 * page size go into the address, dense rows at 1280 px and cards at 360 px, axe clean.
 * The demo book has payees and staff; the demo member sends three remittance notices first.
 */
const suite = serverAndBrowser();

const TEXT = {
  'zh-CN': {
    name: '收款人名称',
    email: '邮箱',
    amount: '汇款金额',
    status: '状态',
    rejected: '已退回',
    size: '每页条数',
    reject: '退回',
  },
  'en-US': {
    name: 'Payee name',
    email: 'E-mail',
    amount: 'Amount',
    status: 'Status',
    rejected: 'Rejected',
    size: 'Rows per page',
    reject: 'Reject',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** Three notices from the demo member on one of their businesses, amounts apart. */
async function sendRemittances(): Promise<void> {
  const call = apiClient(suite.server.url);
  const token = await memberToken(suite.server, DEMO.account, DEMO.password);
  const businesses = await call<{ list: { id: string }[] }>(
    'insuranceservice/getbusinessforuser',
    {},
    token,
  );
  for (const business of businesses.data.list) {
    const payees = await call<{ list: { id: string; currency: string }[] }>(
      'remittance/payees',
      { businessId: business.id },
      token,
    );
    const payee = payees.data?.list[0];
    if (!payee) continue;
    for (const amount of ['120.00', '9000.50', '45.25']) {
      const slip = await multipartCall(
        suite.server.url,
        'platform/upload',
        { kind: 'remittanceSlip', type: 'miniapp', shopId: 'demo-shop' },
        token,
        { name: 'slip.png', content: samplePng(), type: 'image/png' },
      );
      const sent = await call(
        'remittance/create',
        {
          businessId: business.id,
          payeeId: payee.id,
          amount,
          currency: payee.currency,
          remitDate: '2026-01-15',
          slipUploadId: String(slip.data?.id),
        },
        token,
      );
      if (sent.code !== 200) throw new Error(`remittance/create: ${sent.code} ${sent.msg}`);
    }
    return;
  }
  throw new Error('No demo business with a payee');
}

const cells = (page: Page, testId: string, label: string) =>
  page.getByTestId(testId).locator(`[data-label="${label}"]`).allInnerTexts();
/** Whether the texts are in that order (and more than one, so it says something). */
const ordered = (values: string[], by: (a: string, b: string) => number) =>
  values.length > 1 && values.join('|') === [...values].sort(by).join('|');
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** SQLite's order of text: by code point, as the server sorts it. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Dense rows at a desk (15 fit in the window), a card no wider than the phone on a phone. */
async function expectLayout(page: Page, testId: string, phone: boolean) {
  const row = await page
    .getByTestId(testId)
    .getByRole('row')
    .nth(phone ? 0 : 1)
    .boundingBox();
  if (phone) expect(row?.width ?? 999).toBeLessThanOrEqual(360);
  else {
    expect(row?.height ?? 99).toBeLessThanOrEqual(800 / 15);
    // The default columns fit a desk: no sideways scrolling to reach a row's actions.
    const overflow = await page
      .getByTestId(testId)
      .evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  // Nothing wider than the window: the table scrolls inside its box.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone ? 360 : 1280);
}

/** A list opened at its address, its first row drawn, laid out for the screen. */
async function openList(page: Page, route: string, testId: string, phone: boolean) {
  await gotoConsole(page, suite.server.url, route);
  await page.getByTestId(testId).getByRole('row').nth(1).waitFor();
  await expectLayout(page, testId, phone);
}

/**
 * Sorts ascending by a column (its header; on a phone, where headers are hidden, through the
 * address) and checks the rows' order and, at a desk, the header's aria-sort.
 */
async function sortAscending(
  page: Page,
  testId: string,
  header: string,
  column: string,
  compare: (a: string, b: string) => number,
) {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    const url = new URL(page.url());
    await page.goto(url.href.replace(/#\/([^?]*)\??(.*)$/, `#/$1?$2&sort=${column}&order=asc`));
  } else {
    await page.getByRole('columnheader', { name: header }).click();
  }
  await page.waitForURL(new RegExp(`sort=${column}&order=asc`));
  await expect.poll(async () => ordered(await cells(page, testId, header), compare)).toBe(true);
  if (!phone) {
    const sorted = page.getByRole('columnheader', { name: header });
    await expect.poll(() => sorted.getAttribute('aria-sort')).toBe('ascending');
  }
}

/** A page size chosen, and kept in the address. */
async function pageSize(page: Page, label: string, size: string) {
  await page.getByLabel(label).selectOption(size);
  await page.waitForURL(new RegExp(`size=${size}`));
}

describe('the console list kit on remittances, payees and staff', () => {
  const runs = (['zh-CN', 'en-US'] as const satisfies Lang[]).flatMap((lang) =>
    (['desktop', 'phone'] as const).map((screen) => [lang, screen] as const),
  );
  let sent = false;

  it.each(runs)('sorts, filters and pages them (%s, %s)', async (lang, screen) => {
    if (!sent) {
      await sendRemittances();
      sent = true;
    }
    const text = TEXT[lang];
    const phone = screen === 'phone';
    const page = await pageOn(suite.browser, lang, screen);
    await logInToConsole(page, suite.server.url, DEMO_ADMIN);

    // Remittances: the ones waiting first, sorted by amount, then filtered to none rejected.
    await openList(page, '/remittances', 'remittance-list', phone);
    const byAmount = (a: string, b: string) => amountOf(a) - amountOf(b);
    await sortAscending(page, 'remittance-list', text.amount, 'amount', byAmount);
    await expectAxeClean(page, `${lang} ${screen} remittances`);
    await consoleScreenshot(page, lang, `console-remittances-${screen}`);
    // A rejection's note is typed above the list, the reader taken there.
    await page
      .getByTestId('remittance-row')
      .first()
      .getByRole('button', { name: text.reject, exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectAxeClean(page, `${lang} ${screen} remittance rejection`);
    await consoleScreenshot(page, lang, `console-remittance-reject-${screen}`);
    await page.getByLabel(text.status, { exact: true }).selectOption('rejected');
    await page.waitForURL(/status=rejected/);
    await expect.poll(() => page.getByTestId('remittance-row').count()).toBe(0);

    // Payees: by name, and 50 a page.
    await openList(page, '/payees', 'payee-list', phone);
    await sortAscending(page, 'payee-list', text.name, 'name', byCodePoint);
    await pageSize(page, text.size, '50');
    await expectAxeClean(page, `${lang} ${screen} payees`);
    await consoleScreenshot(page, lang, `console-payees-${screen}`);

    // Staff: by e-mail, and 100 a page.
    await openList(page, '/staff', 'staff-list', phone);
    await sortAscending(page, 'staff-list', text.email, 'email', byCodePoint);
    // A row's actions are one menu (arrows, Enter, Escape), not four buttons wide.
    await page.getByTestId('staff-row').nth(1).getByRole('button').click();
    await page.getByRole('menu').waitFor();
    await expectAxeClean(page, `${lang} ${screen} staff actions`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await pageSize(page, text.size, '100');
    await expectAxeClean(page, `${lang} ${screen} staff`);
    await consoleScreenshot(page, lang, `console-staff-${screen}`);
    await page.context().close();
  });
});
