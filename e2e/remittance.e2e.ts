import { describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.ts';
import {
  adminClient,
  expectOk,
  memberToken,
  registerMember,
  samplePng,
  submitReservation,
} from './support/back-office.ts';
import { screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughForm } from './support/business-pages.ts';
import {
  DEMO_ADMIN,
  consoleScreenshot,
  gotoConsole,
  logInToConsole,
  pageOn,
  sent,
} from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The money area in Chromium against the built server, in both languages: a member opens a
 * business, pays its premium into an official account (the demo payees of its insurer) and sends
 * the remittance notice with a bank slip; staff confirm it in the console; the member's statement
 * then shows the payment and the notice confirmed. Every new screen is checked with axe and
 * photographed.
 */
const suite = serverAndBrowser();

const TEXT = {
  pay: { 'zh-CN': '缴纳保费（官方收款账户）', 'en-US': 'Pay premium (official accounts)' },
  send: { 'zh-CN': '提交汇款通知', 'en-US': 'Send remittance notice' },
  submitted: { 'zh-CN': '待确认', 'en-US': 'Submitted' },
  confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed' },
  confirm: { 'zh-CN': '确认收款', 'en-US': 'Confirm payment' },
} as const satisfies Record<string, Record<Lang, string>>;

/** A member with an AIA business made by staff and a real-estate reservation with a bank section. */
async function memberWithBusiness(lang: Lang) {
  const member = await registerMember(suite.server, `remit-${lang}`, 'Wong Ka Yan');
  const orderNo = `BOREMIT${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 100000}`;
  const business = expectOk(
    await adminClient(suite.server.url)<{ id: string }>('POST', '/admin/businesses', {
      ownerEmail: member.email,
      productType: 'insurance',
      orderNo,
      insurer: 'AIA',
      productName: 'AIA-GLOBAL-POWER',
      currency: 'HKD',
      annualPremium: '12000',
      status: 'pendingPayment',
    }),
    'create business',
  );
  await submitReservation(
    suite.server.url,
    await memberToken(suite.server, member.email, member.password),
    'realEstate',
  );
  return { member, orderNo, businessId: business.id };
}

describe.each(['en-US', 'zh-CN'] as const)('remittance (%s)', (lang) => {
  it('member pays into an official account, staff confirm, the statement shows it', async () => {
    const { member, orderNo } = await memberWithBusiness(lang);
    const page = await pageOn(suite.browser, lang, 'phone');
    await logInThroughForm(page, suite.server.url, member.email, member.password);

    // Business detail -> Pay premium: the official accounts of AIA and the warning.
    await page.getByTestId('business-card').filter({ hasText: orderNo }).click();
    await page.waitForURL(/pages\/business\/detail\?id=/);
    await page.getByRole('link', { name: TEXT.pay[lang] }).click();
    await page.waitForURL(/pages\/business\/pay\?id=/);
    await expect.poll(() => page.getByTestId('payee').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('pay-warning').isVisible()).resolves.toBe(true);
    await expectAxeClean(page, 'pay screen');
    // Each account to choose from shows its number on one line, down to 320 px: it wrapped at a
    // hyphen ("004-500-100000-" / "001") when it followed the name and currency.
    const phoneSize = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: phoneSize.height });
    const numberLines = await page
      .getByTestId('payee-choice-account')
      .evaluateAll((numbers) => numbers.map((number) => number.getClientRects().length));
    await page.setViewportSize(phoneSize);
    // The group of accounts lines up with the fields below it: no browser fieldset box.
    const groupLeft = await page
      .locator('fieldset.field legend')
      .evaluate((legend) => legend.getBoundingClientRect().left);
    const amountLeft = await page
      .locator('input[name="amount"]')
      .evaluate((input) => input.closest('.field')!.getBoundingClientRect().left);
    expect(groupLeft).toBe(amountLeft);
    expect(numberLines.length).toBeGreaterThanOrEqual(2);
    expect(
      numberLines.every((lines) => lines === 1),
      String(numberLines),
    ).toBe(true);
    await screenshot(page, lang, 'remittance-pay');

    // The notice: amount, the account's currency, today's date, the slip; then submitted.
    await page.fill('input[name="amount"]', '12000.50');
    await page.locator('input[name="slipUploadId"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    });
    await page.getByTestId('slip-name').waitFor();
    await page.getByRole('button', { name: TEXT.send[lang] }).click();
    await page.waitForURL(/pages\/my\/remittances/);
    const item = page.getByTestId('remittance').first();
    await expect(item.getAttribute('data-status')).resolves.toBe('submitted');
    await expect(item.innerText()).resolves.toContain(TEXT.submitted[lang]);
    await expectAxeClean(page, 'remittance list');
    await screenshot(page, lang, 'remittance-list');

    // Staff confirm it in the console, the slip beside it.
    const staff = await pageOn(suite.browser, lang, 'desktop');
    await logInToConsole(staff, suite.server.url, DEMO_ADMIN);
    await gotoConsole(staff, suite.server.url, '/remittances');
    const row = staff.getByTestId('remittance-row').filter({ hasText: orderNo });
    await row.waitFor();
    await row.locator('.file-tile__thumb').waitFor();
    await expectAxeClean(staff, 'console remittances');
    await consoleScreenshot(staff, lang, 'console-remittances');
    await sent(staff, 'POST', /\/confirm$/, () =>
      row.getByRole('button', { name: TEXT.confirm[lang] }).click(),
    );
    await gotoConsole(staff, suite.server.url, '/payees');
    await staff.getByTestId('payee-row').first().waitFor();
    await expectAxeClean(staff, 'console payees');
    await consoleScreenshot(staff, lang, 'console-payees');
    await staff.context().close();

    // The member's statement: the payment record and the notice, confirmed.
    await page.goto(`${suite.server.url}/#/pages/my/statement`);
    const entries = page.getByTestId('statement-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const kinds = await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect([...kinds].sort()).toEqual(['payment', 'remittance']);
    await expect(page.locator('[data-kind="remittance"]').innerText()).resolves.toContain(
      TEXT.confirmed[lang],
    );
    await expect(page.getByTestId('statement-totals').innerText()).resolves.toContain(
      'HKD 12,000.50',
    );
    await expectAxeClean(page, 'statement');
    await screenshot(page, lang, 'remittance-statement');

    await page.goto(`${suite.server.url}/#/pages/my/remittances`);
    await expect
      .poll(() => page.getByTestId('remittance').first().getAttribute('data-status'))
      .toBe('confirmed');

    // The bank account of the reservation, masked.
    await page.goto(`${suite.server.url}/#/pages/my/accounts`);
    await expect(page.getByTestId('account-number').first().innerText()).resolves.toBe('**** 9001');
    await expectAxeClean(page, 'bank accounts');
    await screenshot(page, lang, 'remittance-accounts');
    await page.context().close();
  });
});
