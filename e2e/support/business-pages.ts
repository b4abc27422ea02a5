import type { Page } from 'playwright-core';
import { touchDrag } from './back-office.ts';

/** SPEC §9 money: a currency code, thousands separators and two decimals ('HKD 12,000.00'). */
export const MONEY = /^[A-Z]{3} \d{1,3}(,\d{3})*\.\d{2}$/;

/** Logs in through the login form and waits for the business tab. */
export async function logInThroughForm(
  page: Page,
  baseUrl: string,
  account: string,
  password: string,
) {
  await page.goto(`${baseUrl}/#/`);
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/pages\/business\/index/);
}

export const cards = (page: Page) => page.getByTestId('business-card');

/** The data-id of every card on screen, top to bottom. */
export const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));

/** The status code of every card on screen, top to bottom. */
export const cardStatuses = (page: Page) =>
  cards(page).evaluateAll((els) =>
    els.map((el) => el.querySelector('[data-status]')?.getAttribute('data-status') ?? ''),
  );

/** Records every data-state the pull-to-refresh head goes through, for `pullStates`. */
export async function watchPullStates(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('.pull-to-refresh');
    const states: string[] = [];
    (window as unknown as { __pullStates: string[] }).__pullStates = states;
    if (!target) return;
    new MutationObserver(() => states.push(target.getAttribute('data-state') ?? '')).observe(
      target,
      { attributes: true, attributeFilter: ['data-state'] },
    );
  });
}

export const pullStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pullStates?: string[] }).__pullStates ?? []);

/**
 * Pull to refresh as a finger does it: back at the top of the page, touch the first card and drag
 * down 240 px (the list wants 60 px of head, half the finger's travel), then let go.
 */
export async function pullToRefresh(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const target = page.locator('.pull-to-refresh');
  const box = await target.boundingBox();
  if (!box) throw new Error('no pull-to-refresh area on screen');
  await watchPullStates(page);
  await touchDrag(page, box.x + box.width / 2, box.y + 30, 240);
}
