import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberFixture } from '@app/contract/testing/fixtures';
import { expectAxeClean } from './support/axe.ts';
import {
  adminClient,
  expectOk,
  memberToken,
  registerMember,
  submitReservation,
} from './support/back-office.ts';
import type { NewMember } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughForm } from './support/business-pages.ts';
import {
  DEMO_ADMIN,
  consoleScreenshot,
  gotoConsole,
  logInToConsole,
  pageOn,
  rowLinks,
  sent,
} from './support/console.ts';
import type { Screen } from './support/console.ts';
import { fillSection, logInThroughUi } from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 37's console screens that no browser test drove yet, in Chromium at 1280 and 360 px in
 * both languages, each axe-clean with a screenshot at 360 px: the payment form filled from what
 * the business says is due, a notice sent with its own Traditional Chinese text that a zh-HK
 * member then reads, an audit entry naming the member a change holds by id (linked, on the log
 * and on the business), the queue's "ID documents expiring" filter reached from the dashboard,
 * and the member's family form refusing an ID that has already expired.
 */
const suite = serverAndBrowser();

const day = (offset: number) => isoDateToday(new Date(Date.now() + offset * 86_400_000));

const TEXT = {
  'zh-CN': {
    add: '新增缴费记录',
    usd: '美元',
    hkd: '港币',
    hkTitle: '标题（繁体中文，选填）',
    hkHint: '留空时由简体中文自动转换为繁体（香港用字）',
    find: '查找',
    pick: '选择',
    send: '发送',
    sent: '通知已发送',
    idFilter: '证件在 90 天内到期',
    clear: '显示全部预约',
    expired: '证件已过期，请使用有效证件',
    saved: '保存成功',
    businessNoun: '业务',
  },
  'en-US': {
    add: 'Add payment record',
    usd: 'US dollar',
    hkd: 'Hong Kong dollar',
    hkTitle: 'Title (Traditional Chinese, optional)',
    hkHint: 'Left blank, it is converted from the Simplified Chinese (Hong Kong usage)',
    find: 'Find',
    pick: 'Choose',
    send: 'Send',
    sent: 'Notice sent',
    idFilter: 'ID documents expiring within 90 days',
    clear: 'Show all reservations',
    expired: 'This document has expired: please use a valid one',
    saved: 'Save Successful',
    businessNoun: 'business',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const runs = (['zh-CN', 'en-US'] as const satisfies Lang[]).flatMap((lang) =>
  (['desktop', 'phone'] as const satisfies Screen[]).map((screen) => [lang, screen] as const),
);

/** The member whose business and reservation the audit and queue tests read. */
let owner: NewMember;
/** The business made for `owner` by the back office: its creation names them by id. */
let ownedBusiness: { id: string; ownerId: string; orderNo: string };
/** Who reads the notices in Traditional Chinese. */
let hkReader: NewMember;

beforeAll(async () => {
  const admin = adminClient(suite.server.url);
  [owner, hkReader] = await Promise.all([
    registerMember(suite.server, 'gaps-owner', 'Ho Wing Sze'),
    registerMember(suite.server, 'gaps-hk', 'Cheung Ka Lok'),
  ]);
  ownedBusiness = expectOk(
    await admin('POST', '/admin/businesses', {
      ownerEmail: owner.email,
      productType: 'insurance',
      orderNo: `BO-GAPS-${Date.now()}`,
    }),
    'create business',
  );
  // A submitted reservation whose policyholder's ID expires in 30 days: the dashboard counts it.
  const token = await memberToken(suite.server, owner.email, owner.password);
  await submitReservation(suite.server.url, token, 'insurance', 'en-US', {
    applicant: { idExpiry: day(30) },
  });
});

/** A demo business's id, found by its order number through the back office's list. */
async function demoBusinessId(orderNo: string): Promise<string> {
  const found = expectOk(
    await adminClient(suite.server.url)<{ list: { id: string; orderNo: string }[] }>(
      'GET',
      `/admin/businesses?q=${orderNo}`,
    ),
    `find ${orderNo}`,
  );
  const business = found.list.find((row) => row.orderNo === orderNo);
  if (!business) throw new Error(`no ${orderNo} in the demo book`);
  return business.id;
}

const payments = (page: Page) => page.locator('section[aria-labelledby="payments-title"]');

/** What the payment form shows: each control's value, and the currency's label. */
async function paymentForm(page: Page) {
  const form = payments(page).locator('form');
  await form.waitFor();
  const value = (name: string) => form.locator(`[name="${name}"]`).inputValue();
  return {
    paymentDate: await value('paymentDate'),
    feeType: await value('feeType'),
    currency: await value('currency'),
    amount: await value('amount'),
    status: await value('status'),
    currencyLabel: await form.locator('select[name="currency"] option:checked').innerText(),
  };
}

describe('the payment form filled from the business', () => {
  it.each(runs)('starts from the amount due (%s, %s)', async (lang, screen) => {
    const text = TEXT[lang];
    const page = await pageOn(suite.browser, lang, screen);
    try {
      await logInToConsole(page, suite.server.url, DEMO_ADMIN);
      // BODEMO0001: an annual premium of USD 20,000.00, its next payment in 10 days.
      await gotoConsole(
        page,
        suite.server.url,
        `/businesses/${await demoBusinessId('BODEMO0001')}`,
      );
      await payments(page).getByRole('button', { name: text.add }).click();
      const premium = await paymentForm(page);
      expect(premium).toEqual({
        paymentDate: day(10),
        feeType: 'premium',
        currency: 'USD',
        amount: '20000.00',
        // Due in 10 days: a payment to come, not one received.
        status: 'pending',
        currencyLabel: expect.stringContaining(text.usd),
      });
      await expectAxeClean(page, `payment form ${lang} ${screen}`);
      if (screen === 'phone') {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'business page width at 360 px').toBeLessThanOrEqual(360);
        await payments(page).scrollIntoViewIfNeeded();
        await screenshot(page, lang, 'console-payment-form-360', { fullPage: false });
      }

      // BODEMO0012 has no premium: its advisory fee of HKD 68,000.00, due in 2 days.
      await gotoConsole(
        page,
        suite.server.url,
        `/businesses/${await demoBusinessId('BODEMO0012')}`,
      );
      await payments(page).getByRole('button', { name: text.add }).click();
      expect(await paymentForm(page)).toEqual({
        paymentDate: day(2),
        feeType: 'advisoryFee',
        currency: 'HKD',
        amount: '68000.00',
        status: 'pending',
        currencyLabel: expect.stringContaining(text.hkd),
      });
    } finally {
      await page.context().close();
    }
  });
});

describe('a notice with its own Traditional Chinese text', () => {
  it.each(runs)('is sent from the console and read in zh-HK (%s, %s)', async (lang, screen) => {
    const text = TEXT[lang];
    const stamp = `${lang} ${screen} ${Date.now()}`;
    const notice = {
      titleZh: `保单已寄出 ${stamp}`,
      titleHk: `保單已經寄出喇 ${stamp}`,
      titleEn: `Policy posted ${stamp}`,
      bodyZh: '您的保单已经寄出，请留意查收。',
      bodyHk: '你嘅保單已經寄出，請留意查收。',
      bodyEn: 'Your policy is in the post.',
    };
    const page = await pageOn(suite.browser, lang, screen);
    try {
      await logInToConsole(page, suite.server.url, DEMO_ADMIN);
      await gotoConsole(page, suite.server.url, '/notices');
      const form = page.locator('form[aria-labelledby="send-notice-title"]');
      await page.fill('input[name="memberSearch"]', hkReader.email);
      await page.getByRole('button', { name: text.find, exact: true }).click();
      await page.getByRole('button', { name: `${text.pick} ${hkReader.email}` }).click();
      await page.getByTestId('picked-member').waitFor();
      // The optional zh-HK fields say so, and what happens when they are left blank.
      const hkTitle = form.getByLabel(text.hkTitle);
      await hkTitle.waitFor();
      expect(await form.getByText(text.hkHint).count()).toBe(2);
      for (const [name, value] of Object.entries(notice)) {
        await form.locator(`[name="${name}"]`).fill(value);
      }
      expect(await hkTitle.inputValue()).toBe(notice.titleHk);
      await expectAxeClean(page, `notice form ${lang} ${screen}`, 'main');
      if (screen === 'phone') await consoleScreenshot(page, lang, 'console-notice-form-hk-360');
      await sent(page, 'POST', /\/admin\/notices$/, () =>
        form.getByRole('button', { name: text.send, exact: true }).click(),
      );
      await page.getByText(text.sent).waitFor();
    } finally {
      await page.context().close();
    }

    // The zh-HK member reads the notice in the words staff wrote for Hong Kong.
    const phone = await phonePage(suite.browser, 'zh-HK');
    try {
      phone.setDefaultTimeout(10_000);
      await logInThroughForm(phone, suite.server.url, hkReader.email, hkReader.password);
      await phone.goto(`${suite.server.url}/#/pages/my/messages`);
      const message = phone.getByTestId('message').filter({ hasText: notice.titleHk });
      await message.waitFor();
      await message.locator('button').click();
      await message.getByText(notice.bodyHk).waitFor();
      expect(await message.getByText(notice.titleZh).count()).toBe(0);
      if (screen === 'phone') await screenshot(phone, `zh-HK`, `message-hk-from-${lang}`);
    } finally {
      await phone.context().close();
    }
  });
});

describe('an audit entry naming objects by id', () => {
  it.each(runs)(
    'links the member a business was made for, who gets a new one there (%s, %s)',
    async (lang, screen) => {
      const page = await pageOn(suite.browser, lang, screen);
      const memberHref = `#/members/${ownedBusiness.ownerId}`;
      const ownerLink = (scope: ReturnType<Page['locator']>) =>
        scope.getByRole('link', { name: owner.name, exact: true });
      try {
        await logInToConsole(page, suite.server.url, DEMO_ADMIN);
        // The business's own history: its creation names its owner, linked to their page.
        await gotoConsole(page, suite.server.url, `/businesses/${ownedBusiness.id}`);
        const history = page.locator('section[aria-labelledby="audit-history-title"]');
        await ownerLink(history).first().waitFor();
        expect(await ownerLink(history).first().getAttribute('href')).toBe(memberHref);
        await expectAxeClean(page, `business history ${lang} ${screen}`);

        // The log narrowed to the business says the same, linked, and the link leads to the member.
        await gotoConsole(page, suite.server.url, `/audit?objectId=${ownedBusiness.id}`);
        const list = page.getByTestId('audit-list');
        await ownerLink(list).first().waitFor();
        expect(await ownerLink(list).first().getAttribute('href')).toBe(memberHref);
        // The notice of the narrowed log names the business by its order number, not its id.
        const notice = page.getByTestId('audit-object-filter');
        expect(await notice.innerText()).toContain(
          `${TEXT[lang].businessNoun} ${ownedBusiness.orderNo}`,
        );
        expect(await notice.innerText()).not.toContain(ownedBusiness.id);
        await expectAxeClean(page, `audit log ${lang} ${screen}`);
        if (screen === 'phone') await consoleScreenshot(page, lang, 'console-audit-refs-360');
        await ownerLink(list).first().click();
        await page.waitForURL((url) => url.hash === memberHref);
        await page.locator('main').getByText(owner.email).first().waitFor();

        // The member's page opens a business for them without a reservation and leads to it.
        const newBusiness = page.locator('form[aria-labelledby="new-business-title"]');
        await newBusiness.locator('select[name="productType"]').selectOption('trust');
        await newBusiness.locator('button[type="submit"]').click();
        await page.waitForURL(
          (url) => url.hash.startsWith('#/businesses/') && !url.hash.endsWith(ownedBusiness.id),
        );
        // Its page names the product chosen (the contract's label for 'trust').
        const trust = { 'zh-CN': '信托', 'en-US': 'Trust' }[lang];
        await page.locator('main').getByText(trust, { exact: true }).first().waitFor();
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('the queue of ID documents expiring', () => {
  it.each(runs)('opens from the dashboard with its notice (%s, %s)', async (lang, screen) => {
    const text = TEXT[lang];
    const page = await pageOn(suite.browser, lang, screen);
    try {
      await logInToConsole(page, suite.server.url, DEMO_ADMIN);
      const card = page.locator('[data-figure="documentsExpiring"]');
      const count = Number(await card.locator('.dashboard__count').innerText());
      expect(count, 'documents expiring in 90 days').toBeGreaterThan(0);
      await card.getByRole('link').click();
      await page.waitForURL((url) => url.hash.startsWith('#/queue?status=all&idExpiring=90'));
      const notice = page.getByTestId('dashboard-filter');
      await notice.getByText(text.idFilter).waitFor();
      const list = page.getByTestId('reservation-list');
      await list.getByText(owner.name).first().waitFor();
      expect(await rowLinks(page, 'reservation-list')).toHaveLength(count);
      await expectAxeClean(page, `queue idExpiring ${lang} ${screen}`);
      if (screen === 'phone') await consoleScreenshot(page, lang, 'console-queue-id-expiring-360');

      // Cleared, the filter leaves the address and the notice the screen.
      await notice.getByRole('button', { name: text.clear }).click();
      await page.waitForURL((url) => !url.hash.includes('idExpiring'));
      await notice.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});

describe('the family form', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'refuses an ID that has expired, keeping what was typed (%s, 360 px)',
    async (lang) => {
      const text = TEXT[lang];
      const page = await phonePage(suite.browser, lang);
      page.setDefaultTimeout(10_000);
      try {
        await logInThroughUi(page, suite.server.url);
        await page.goto(`${suite.server.url}/#/pages/my/family/edit`);
        const person = {
          ...familyMemberFixture(isoDateToday()),
          chineseName: lang === 'zh-CN' ? '黄大文' : '黄小文',
          englishName: lang === 'zh-CN' ? 'Wong Tai Man' : 'Wong Siu Man',
          idExpiry: day(-1),
        };
        await fillSection(page, person);
        await page.getByTestId('family-save').click();
        await page.getByText(text.expired).waitFor();
        const expiry = page.locator('[name="idExpiry"]').first();
        expect(await expiry.getAttribute('aria-invalid')).toBe('true');
        // Nothing typed is lost: the name and the expiry are still there to correct.
        expect(await page.locator('[name="chineseName"]').inputValue()).toBe(person.chineseName);
        expect(await page.locator('[name="englishName"]').inputValue()).toBe(person.englishName);
        expect(await expiry.inputValue()).toBe(person.idExpiry);
        expect(page.url()).toMatch(/pages\/my\/family\/edit/);
        await expectAxeClean(page, `family form refused ${lang}`);
        // From the top, so the sticky header is not painted over the middle of the capture.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, lang, 'family-form-id-expired');

        await fillSection(page, { idExpiry: day(400) });
        await page.getByTestId('family-save').click();
        await page.getByText(text.saved).first().waitFor();
        await page.waitForURL(/pages\/my\/family$/);
        await page.getByTestId('family-item').filter({ hasText: person.chineseName }).waitFor();
      } finally {
        await page.context().close();
      }
    },
  );
});
