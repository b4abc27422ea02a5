import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import { DEMO_ADMIN, gotoConsole, logInToConsole, pageOn } from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The console's list kit (issue 37 point 2, D91) in Chromium at 1280 and 360 px, in both
 * languages, on the demo book's 16 businesses: a header sorts on the server and flips, a column
 * hidden from the chooser stays hidden after a reload, the page size goes into the URL, dense rows
 * at 1280 px and cards at 360 px, axe clean.
 */
const suite = serverAndBrowser();

const TEXT = {
  'zh-CN': { orderNo: '订单号', policyNo: '保单号', columns: '显示的列', size: '每页条数' },
  'en-US': {
    orderNo: 'Order number',
    policyNo: 'Policy number',
    columns: 'Columns',
    size: 'Rows per page',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const list = (page: Page) => page.getByTestId('business-list');
const orderNos = (page: Page) => list(page).locator('.console-list__title').allInnerTexts();
/** Whether the rows' order numbers are in that order (and more than one, so it says something). */
const inOrder = async (page: Page, order: 1 | -1) => {
  const values = await orderNos(page);
  const sorted = [...values].sort((a, b) => order * a.localeCompare(b));
  return values.length > 1 && values.join() === sorted.join();
};

describe('the console list kit', () => {
  const runs = (['zh-CN', 'en-US'] as const satisfies Lang[]).flatMap((lang) =>
    (['desktop', 'phone'] as const).map((screen) => [lang, screen] as const),
  );
  it.each(runs)('sorts, hides a column and pages the businesses (%s, %s)', async (lang, screen) => {
    const text = TEXT[lang];
    const page = await pageOn(suite.browser, lang, screen);
    await logInToConsole(page, suite.server.url, DEMO_ADMIN);
    await gotoConsole(page, suite.server.url, '/businesses');
    await list(page).locator('.console-list__title').first().waitFor();
    const header = page.getByRole('columnheader', { name: text.orderNo });

    if (screen === 'desktop') {
      // Dense: 15 rows fit in the 800 px window's height.
      const row = await list(page).getByRole('row').nth(1).boundingBox();
      expect(row?.height ?? 99).toBeLessThanOrEqual(800 / 15);
      await header.click();
      await page.waitForURL(/sort=orderNo&order=asc/);
      await expect.poll(() => inOrder(page, 1)).toBe(true);
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      await header.click();
      await page.waitForURL(/order=desc/);
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => inOrder(page, -1)).toBe(true);
    } else {
      // A card per row: no header row on screen, no row wider than the phone.
      await expect.poll(() => header.isVisible()).toBe(false);
      const card = await list(page).getByRole('row').nth(1).boundingBox();
      expect(card?.width ?? 999).toBeLessThanOrEqual(360);
    }

    // The column chooser, by keyboard: the policy number goes, and stays gone after a reload.
    const chooser = page.getByRole('button', { name: text.columns });
    await chooser.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitemcheckbox', { name: text.policyNo });
    await expect.poll(() => item.getAttribute('aria-checked')).toBe('true');
    await expectAxeClean(page, `${lang} ${screen} column chooser`);
    await item.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    const policyCells = list(page).locator(`[data-label="${text.policyNo}"]`);
    await expect.poll(() => policyCells.count()).toBe(0);
    await page.reload();
    await list(page).locator('.console-list__title').first().waitFor();
    expect(await policyCells.count()).toBe(0);

    await page.getByLabel(text.size).selectOption('50');
    await page.waitForURL(/size=50/);
    await expect.poll(async () => (await orderNos(page)).length).toBe(16);
    await expectAxeClean(page, `${lang} ${screen} business list`);
    await page.context().close();
  });
});
