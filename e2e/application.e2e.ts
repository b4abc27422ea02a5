import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.ts';
import { memberToken, registerMember, submitReservation } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { cards, logInThroughForm } from './support/business-pages.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 13: the member submits, opens the business and its application form, which the server
 * rendered as a PDF in their language (kind `application`), in the document viewer.
 */
const suite = serverAndBrowser();

const NAME: Record<Lang, string> = { 'zh-CN': '投保申请书', 'en-US': 'Application form' };
const CLOSE: Record<Lang, string> = { 'zh-CN': '关闭文件', 'en-US': 'Close the document' };

/** Collects what the page's Content Security Policy blocks from now on. */
async function watchCsp(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.join('; '));
}

describe('the application form of a submitted reservation', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    it(`opens from the business in the viewer (${lang})`, async () => {
      const member = await registerMember(suite.server, `application-${lang}`, '陈大文');
      const token = await memberToken(suite.server, member.email, member.password);
      await submitReservation(suite.server.url, token, 'insurance', lang);

      const page = await phonePage(suite.browser, lang);
      await logInThroughForm(page, suite.server.url, member.email, member.password);
      await expect.poll(() => cards(page).count()).toBe(1);
      await cards(page).first().click();
      await page.waitForURL(/pages\/business\/detail\?id=/);
      const link = page.getByTestId('document-link').filter({ hasText: NAME[lang] });
      await link.waitFor();
      // The list this work changed (the rest of the detail screen has contrast findings of its own).
      await expectAxeClean(page, `documents with the application form (${lang})`, '.document-list');

      const blocked = await watchCsp(page);
      await link.click();
      const viewer = page.getByRole('dialog', { name: NAME[lang] });
      await viewer.waitFor();
      const object = viewer.locator('object');
      await expect(object.getAttribute('type')).resolves.toBe('application/pdf');
      await expect(object.getAttribute('data')).resolves.toMatch(/^blob:/);
      // What the viewer shows is the PDF the server rendered; the member's token opens it.
      const id = await link.getAttribute('data-id');
      const file = await fetch(`${suite.server.url}/api/business/document/${id}`, {
        headers: { authorization: token },
      });
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(10_000);
      // Chromium's PDF viewer needs a moment to draw inside the <object>.
      await page.waitForTimeout(800);
      expect(await blocked(), 'CSP violations while showing the PDF').toBe('');
      await expectAxeClean(page, `application form viewer (${lang})`, '[role="dialog"]');
      await screenshot(page, lang, 'application-form', { fullPage: false });

      await viewer.getByRole('button', { name: CLOSE[lang] }).click();
      await viewer.waitFor({ state: 'detached' });
      // Focus is back on the link that opened it: the list stays usable by keyboard.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('document-link');
      await page.context().close();
    });
  }
});
