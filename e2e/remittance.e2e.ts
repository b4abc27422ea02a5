import { describe, expect, it } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { validSection } from '@app/contract/testing/fixtures';
import { expectAxeClean } from './support/axe.ts';
import {
  adminClient,
  expectOk,
  memberToken,
  registerMember,
  samplePng,
  submitReservation,
} from './support/back-office.ts';
import { apiClient } from './support/api.ts';
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
const apiCall = (token: string, path: string, fields: Record<string, string>) =>
  apiClient(suite.server.url)(path, fields, token);

const TEXT = {
  pay: { 'zh-CN': '缴纳保费（官方收款账户）', 'en-US': 'Pay premium (official accounts)' },
  send: { 'zh-CN': '提交汇款通知', 'en-US': 'Send remittance notice' },
  submitted: { 'zh-CN': '待确认', 'en-US': 'Submitted' },
  confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed' },
  confirm: { 'zh-CN': '确认收款', 'en-US': 'Confirm payment' },
  dialogOk: { 'zh-CN': '确定', 'en-US': 'Confirm' },
  overdue: { 'zh-CN': '已逾期', 'en-US': 'Overdue' },
  paid: { 'zh-CN': '已支付', 'en-US': 'Paid' },
  payments: { 'zh-CN': '缴费记录', 'en-US': 'Payment records' },
  dueTitle: { 'zh-CN': '本期应缴', 'en-US': 'Amount due' },
  saved: { 'zh-CN': '保存成功', 'en-US': 'Save Successful' },
} as const satisfies Record<string, Record<Lang, string>>;

/** A date `days` from today (negative: past), as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${isoDateToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** A calendar date as the app writes it: '2026年3月9日', 'Mar 9, 2026'. */
const writtenDate = (iso: string, lang: Lang) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return lang === 'zh-CN'
    ? `${year}年${month}月${day}日`
    : new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      });
};

/**
 * A member with an AIA business made by staff, pending payment with its first instalment three
 * days overdue, and a real-estate reservation with a bank section.
 */
async function memberWithBusiness(lang: Lang) {
  const member = await registerMember(suite.server, `remit-${lang}`, 'Wong Ka Yan');
  const orderNo = `BOREMIT${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 100000}`;
  const admin = adminClient(suite.server.url);
  const dueDate = dayFromToday(-3);
  const business = expectOk(
    await admin<{ id: string }>('POST', '/admin/businesses', {
      ownerEmail: member.email,
      productType: 'insurance',
      orderNo,
      insurer: 'AIA',
      productName: 'AIA-GLOBAL-POWER',
      currency: 'HKD',
      annualPremium: '12000',
      nextPaymentDate: dueDate,
      status: 'pendingPayment',
    }),
    'create business',
  );
  expectOk(
    await admin('POST', `/admin/businesses/${business.id}/payments`, {
      paymentDate: dueDate,
      feeType: 'premium',
      currency: 'HKD',
      amount: '12000.50',
      status: 'pending',
    }),
    'the instalment due',
  );
  await submitReservation(
    suite.server.url,
    await memberToken(suite.server, member.email, member.password),
    'realEstate',
  );
  return {
    member: { ...member, token: await memberToken(suite.server, member.email, member.password) },
    orderNo,
    businessId: business.id,
  };
}

describe.each(['en-US', 'zh-CN'] as const)('remittance (%s)', (lang) => {
  it('member pays the instalment due, staff confirm after a question, it is paid and no longer overdue', async () => {
    const { member, orderNo, businessId } = await memberWithBusiness(lang);
    const page = await pageOn(suite.browser, lang, 'phone');
    await logInThroughForm(page, suite.server.url, member.email, member.password);

    // Business detail: overdue, and Pay premium offered since an instalment is due.
    await page.getByTestId('business-card').filter({ hasText: orderNo }).click();
    await page.waitForURL(/pages\/business\/detail\?id=/);
    await page.getByText(TEXT.overdue[lang]).first().waitFor();
    await page.getByRole('link', { name: TEXT.pay[lang] }).click();
    await page.waitForURL(/pages\/business\/pay\?id=/);
    // What is due first (amount, currency, date), the accounts and the warning.
    const due = page.getByTestId('pay-due');
    await due.waitFor();
    await expect(due.innerText()).resolves.toContain(TEXT.dueTitle[lang]);
    await expect(due.innerText()).resolves.toContain('HKD 12,000.50');
    await expect(due.innerText()).resolves.toContain(writtenDate(dayFromToday(-3), lang));
    await expect.poll(() => page.getByTestId('payee').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('pay-warning').isVisible()).resolves.toBe(true);
    // The notice starts with the instalment's amount and an account in its currency.
    await expect(page.locator('input[name="amount"]').inputValue()).resolves.toBe('12000.50');
    await expect(
      page
        .locator('input[name="payeeId"]:checked')
        .evaluate((radio) => radio.closest('label')!.textContent),
    ).resolves.toContain('HKD');
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

    // The slip's input is hidden: from the keyboard, its label (the button) shows the focus.
    await page.getByRole('button', { name: TEXT.send[lang] }).focus();
    await page.keyboard.press('Shift+Tab');
    const slipFocus = await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const label = document.querySelector(`label[for="${CSS.escape(input.id)}"]`)!;
      return `${input.name} ${getComputedStyle(label).outlineStyle}`;
    });
    expect(slipFocus).toBe('slipUploadId solid');

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
    // The row leads to the business, says which instalment it settles, and asks before confirming.
    await expect(
      row.getByRole('link', { name: new RegExp(orderNo) }).getAttribute('href'),
    ).resolves.toContain(`/businesses/${businessId}`);
    await expect(row.getByTestId('remittance-due').innerText()).resolves.toContain('HKD 12,000.50');
    await row.getByRole('button', { name: TEXT.confirm[lang] }).click();
    const question = staff.locator('.adm-dialog-content');
    await question.waitFor();
    await expect(question.innerText()).resolves.toContain('HKD 12,000.50');
    await expectAxeClean(staff, 'console remittance confirmation');
    await consoleScreenshot(staff, lang, 'console-remittance-confirm');
    await sent(staff, 'POST', /\/confirm$/, () =>
      staff.getByRole('button', { name: TEXT.dialogOk[lang], exact: true }).click(),
    );
    // Decided, it leaves the list of notices to check.
    await expect.poll(() => row.count()).toBe(0);
    // The business the row links to: insurer, product and currency picked from the reference
    // lists by name (codes beside them), never typed.
    await gotoConsole(staff, suite.server.url, `/businesses/${businessId}`);
    const insurer = staff.locator('select[name="insurer"]');
    await expect
      .poll(() => insurer.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text ?? ''))
      .toBe(lang === 'zh-CN' ? '友邦保险 (AIA)' : 'AIA (AIA)');
    await expect(insurer.locator('option[value="MANULIFE"]').innerText()).resolves.toBe(
      lang === 'zh-CN' ? '宏利 (MANULIFE)' : 'Manulife (MANULIFE)',
    );
    await expect(
      staff.locator('select[name="currency"]').evaluate((el: HTMLSelectElement) => el.value),
    ).resolves.toBe('HKD');
    await expect(
      staff.locator('select[name="productName"]').evaluate((el: HTMLSelectElement) => el.value),
    ).resolves.toBe('AIA-GLOBAL-POWER');
    await expectAxeClean(staff, 'console business with reference lists');
    await consoleScreenshot(staff, lang, 'console-business-reference');
    await gotoConsole(staff, suite.server.url, '/payees');
    await staff.getByTestId('payee-row').first().waitFor();
    await expectAxeClean(staff, 'console payees');
    await consoleScreenshot(staff, lang, 'console-payees');
    await staff.context().close();

    // The business: no longer overdue, nothing due (no Pay button), one payment record, paid.
    await page.goto(`${suite.server.url}/#/pages/business/detail?id=${businessId}`);
    await page.getByRole('link', { name: TEXT.payments[lang] }).waitFor();
    await expect.poll(() => page.getByText(TEXT.overdue[lang]).count()).toBe(0);
    // The screen may first show what it had cached (due, Pay offered), then the fresh answer.
    await expect.poll(() => page.getByTestId('pay-premium-link').count()).toBe(0);
    await page.getByRole('link', { name: TEXT.payments[lang] }).click();
    const records = page.getByTestId('payment-record');
    await records.first().waitFor();
    await expect(records.count()).resolves.toBe(1);
    await expect(records.first().innerText()).resolves.toContain(TEXT.paid[lang]);
    await expectAxeClean(page, 'payment records after the remittance');
    await screenshot(page, lang, 'remittance-paid');

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

    // A bank not on the list (a mainland bank): 'other bank', its name and SWIFT code typed.
    const created = await apiCall(member.token, 'policyholder/CreateAppoint', {
      productType: 'trust',
    });
    expect(created.code, created.msg).toBe(200);
    const reservation = created.data as { token: string };
    await page.goto(
      `${suite.server.url}/#/pages/appointment/houseTrustInvestment/bankInfo?token=${reservation.token}`,
    );
    await page.getByTestId('save-button').waitFor();
    const bankCode = page.locator('[name="bankCode"]').first();
    await bankCode.focus();
    await bankCode.selectOption('004');
    await expect.poll(() => page.locator('[name="swiftCode"]').first().inputValue()).not.toBe('');
    await bankCode.selectOption('OTHER');
    // The listed bank's name and SWIFT code are emptied for the person to type theirs.
    await expect.poll(() => page.locator('[name="swiftCode"]').first().inputValue()).toBe('');
    const mainland = {
      ...validSection('bank', 'trust', isoDateToday()),
      accountNumber: '6222-0212-3456-7890',
    };
    for (const [key, value] of Object.entries(mainland)) {
      if (key === 'bankCode' || typeof value !== 'string' || value === '') continue;
      const control = page.locator(`[name="${key}"]`).first();
      await control.focus();
      await control.fill(
        key === 'bankName' ? '中国工商银行 ICBC' : key === 'swiftCode' ? 'icbkcnbj' : value,
      );
    }
    await expectAxeClean(page, 'bank section, other bank');
    await screenshot(page, lang, 'bank-other');
    await page.getByTestId('save-button').click();
    await page.getByText(TEXT.saved[lang]).first().waitFor();
    await page.goto(`${suite.server.url}/#/pages/my/accounts`);
    const other = page.getByTestId('bank-account').filter({ hasText: '中国工商银行 ICBC' });
    await other.waitFor();
    await expect(other.innerText()).resolves.toContain('ICBKCNBJ');
    await expect(other.getByTestId('account-number').innerText()).resolves.toBe('**** 7890');

    // The bank account of the reservation, masked.
    await page.goto(`${suite.server.url}/#/pages/my/accounts`);
    await expect(
      page.getByTestId('account-number').filter({ hasText: '9001' }).innerText(),
    ).resolves.toBe('**** 9001');
    await expectAxeClean(page, 'bank accounts');
    await screenshot(page, lang, 'remittance-accounts');
    await page.context().close();
  });
});
