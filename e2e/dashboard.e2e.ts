import { describe, expect, it } from 'vitest';
import type { Lang } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import {
  DEMO_ADMIN,
  consoleScreenshot,
  logInToConsole,
  pageOn,
  rowLinks,
} from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 37 point 3 in Chromium at 1280 and 360 px, in both languages: the dashboard is the console's
 * first screen; a figure's link opens the business list filtered, listing as many rows as the
 * figure says, the demo book's business of that kind among them
 * (apps/server/src/features/business/demo-data.ts: BODEMO0012 has a payment pending in 2 days,
 * BODEMO0003 one 3 days past).
 */
const suite = serverAndBrowser();

const cases = {
  'en-US': { figure: 'dueIn7Days', filter: 'due=7', orderNo: 'BODEMO0012' },
  'zh-CN': { figure: 'overdue', filter: 'overdue=1', orderNo: 'BODEMO0003' },
} as const satisfies Record<Lang, { figure: string; filter: string; orderNo: string }>;

describe('the dashboard', () => {
  const runs = (['zh-CN', 'en-US'] as const satisfies Lang[]).flatMap((lang) =>
    (['desktop', 'phone'] as const).map((screen) => [lang, screen] as const),
  );
  it.each(runs)('leads from a figure to the rows it counts (%s, %s)', async (lang, screen) => {
    const { figure, filter, orderNo } = cases[lang];
    const at = screen === 'phone' ? '-360' : '';
    const page = await pageOn(suite.browser, lang, screen);
    try {
      await logInToConsole(page, suite.server.url, DEMO_ADMIN);
      const card = page.locator(`[data-figure="${figure}"]`);
      const count = Number(await card.locator('.dashboard__count').innerText());
      expect(count, `${figure} of the demo book`).toBeGreaterThan(0);
      await expectAxeClean(page, `dashboard ${lang}`);
      await consoleScreenshot(page, lang, `console-dashboard${at}`);
      if (screen === 'phone') {
        // The header keeps to three short rows on a phone (it took 180 of 740 px: the search,
        // the languages and Log out each on a row of their own).
        const header = await page.locator('.console__header').boundingBox();
        expect(header?.height, 'console header height at 360 px').toBeLessThanOrEqual(140);
      }

      await card.getByRole('link').click();
      await page.waitForURL((url) => url.hash.includes(`/businesses?${filter}`));
      await page.getByTestId('dashboard-filter').waitFor();
      await page.getByTestId('business-list').getByText(orderNo).waitFor();
      expect(await rowLinks(page, 'business-list')).toHaveLength(count);
      await expectAxeClean(page, `business list ${lang} filtered from the dashboard`);
      // The list with its filter and its Export control, as staff see it.
      await consoleScreenshot(page, lang, `console-business-list-due${at}`);
    } finally {
      await page.context().close();
    }
  });
});
