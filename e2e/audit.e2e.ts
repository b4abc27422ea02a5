import { isoDateToday } from '@app/contract/dates';
import { describe, expect, it } from 'vitest';
import { adminClient, expectOk, registerMember } from './support/back-office.ts';
import type { Lang } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import {
  DEMO_ADMIN,
  changeStatus,
  consoleScreenshot,
  gotoConsole,
  logInToConsole,
  pageOn,
} from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 37 point 6 in Chromium at 1280 px, in both languages: an admin moves a business on, sees
 * the change in words in the business's own history, and opens the full log filtered by action
 * and day, each screen axe-clean with no raw key.
 */
const suite = serverAndBrowser();

/** What the demo admin's status change reads like (apps/web/src/pda/features/audit/i18n.ts). */
const said = {
  'zh-CN': (orderNo: string) =>
    `演示管理员 Demo Admin 把 业务 ${orderNo} 的状态由 已提交 改为 审核中`,
  'en-US': (orderNo: string) =>
    `演示管理员 Demo Admin changed the status of business ${orderNo} from Submitted to Under review`,
} satisfies Record<Lang, (orderNo: string) => string>;

const FULL_HISTORY = { 'zh-CN': '查看全部操作记录', 'en-US': 'Full history' } as const;

describe('the audit log a person can read', () => {
  for (const lang of ['zh-CN', 'en-US'] as const satisfies Lang[]) {
    it(`shows a status change in words on the business and in the filtered log (${lang})`, async () => {
      const member = await registerMember(suite.server, `audit-${lang}`);
      const orderNo = `BO-AUDIT-${lang}-${Date.now()}`;
      const business = expectOk(
        await adminClient(suite.server.url)<{ id: string }>('POST', '/admin/businesses', {
          ownerEmail: member.email,
          productType: 'insurance',
          orderNo,
        }),
        'create business',
      );
      const page = await pageOn(suite.browser, lang, 'desktop');
      try {
        await logInToConsole(page, suite.server.url, DEMO_ADMIN);
        await gotoConsole(page, suite.server.url, `/businesses/${business.id}`);
        await changeStatus(page, 'reviewing', 'documents checked');

        const panel = page.locator('section[aria-labelledby="audit-history-title"]');
        const newest = panel.getByTestId('audit-entry').first();
        await newest.getByText(said[lang](orderNo)).waitFor();
        await expectAxeClean(page, `business ${lang} with its history`);
        await consoleScreenshot(page, lang, 'console-business-history');

        await panel.getByRole('link', { name: FULL_HISTORY[lang] }).click();
        await page.waitForURL(/#\/audit\?/);
        const today = isoDateToday();
        const filters = page.locator('main').getByRole('search');
        await filters.locator('select[name="action"]').selectOption('status');
        await filters.locator('input[name="from"]').fill(today);
        await filters.locator('input[name="to"]').fill(today);
        await page.waitForURL(
          (url) => url.hash.includes('action=status') && url.hash.includes(`to=${today}`),
        );
        // The unfiltered answer (creation and status) stays on screen, busy, until the new one.
        const list = page.locator('.console-results[aria-busy="false"] [data-testid="audit-list"]');
        await list.getByText(said[lang](orderNo)).waitFor();
        await expect.poll(() => list.getByTestId('audit-entry').count()).toBe(1);
        await expectAxeClean(page, `audit log ${lang} filtered`);
        await consoleScreenshot(page, lang, 'console-audit-log');
      } finally {
        await page.context().close();
      }
    });
  }
});
