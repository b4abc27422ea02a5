import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import {
  DEMO_ADMIN,
  changeStatus,
  consoleScreenshot,
  gotoConsole,
  logInToConsole,
  pageOn,
} from './support/console.ts';
import { Mailbox } from './support/mailbox.ts';
import { DEMO } from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Messages and e-mail (DESIGN.md "Messages, e-mail and reminders") in Chromium, in both
 * languages: staff change a business's status in the console; the member's tab shows the unread
 * badge; the message opens the business; the mail reaches a real SMTP peer in the member's
 * language; the console's Messages panel shows it delivered. Screenshots and axe checks of the
 * E-mail notifications screen and the Messages panel.
 */
const mailbox = new Mailbox();

afterAll(async () => {
  await mailbox.stop();
});

const suite = serverAndBrowser(async () => {
  const port = await mailbox.start();
  // The demo's reminders are told before the tests clear the slate (jobs run on their own timers:
  // the first run comes after the interval, at most 5 s).
  return {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_WORKER_INTERVAL_MS: '200',
    REMINDERS_INTERVAL_MS: '200',
  };
});
const TEXT = {
  myTab: { 'zh-CN': '个人中心', 'en-US': 'Personal Center' },
  unreadSuffix: { 'zh-CN': '，1 条未读', 'en-US': ', 1 unread' },
  status: { 'zh-CN': '已生效', 'en-US': 'In force' },
  delivered: { 'zh-CN': '邮件已送达', 'en-US': 'E-mail delivered' },
  settings: { 'zh-CN': '邮件通知', 'en-US': 'E-mail notifications' },
  reminders: { 'zh-CN': '提醒', 'en-US': 'Reminders' },
  saved: { 'zh-CN': '已保存', 'en-US': 'Saved' },
} as const satisfies Record<string, Record<Lang, string>>;

const LANGS = ['en-US', 'zh-CN'] as const satisfies Lang[];
const open = (page: Page, route: string) => page.goto(`${suite.server.url}/#${route}`);

/** The demo member's businesses, oldest first, and a clean slate of read notices. */
async function demoBusinesses(): Promise<string[]> {
  const call = apiClient(suite.server.url);
  const login = await call<{ token: string }>('policyholder/Login', {
    account: DEMO.account,
    password: DEMO.password,
  });
  expect(login.code).toBe(200);
  expect((await call('user/readNotice', { all: '1' }, login.data.token)).code).toBe(200);
  const list = await call<{ list: { id: string }[] }>(
    'insuranceservice/getbusinessforuser',
    { page: '1', size: '20' },
    login.data.token,
  );
  expect(list.data.list.length).toBeGreaterThanOrEqual(2);
  return list.data.list.map((b) => b.id);
}

async function logInMember(page: Page) {
  await open(page, '/pages/login/index');
  await page.fill('input[name="account"]', DEMO.account);
  await page.fill('input[name="password"]', DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/pages\/business\/index/);
}

/** The mail to the demo member whose subject has `text`, once the worker sent it. */
async function mailWith(text: string) {
  await expect
    .poll(
      () =>
        mailbox.messages.filter((m) => m.to.includes(DEMO.account) && m.subject.includes(text))
          .length,
      { timeout: 15_000 },
    )
    .toBe(1);
}

describe('messages and e-mail', () => {
  let businesses: string[] = [];
  beforeAll(async () => {
    businesses = await demoBusinesses();
  });

  for (const [i, lang] of LANGS.entries()) {
    it(`staff change a status; the member sees the badge, opens the business, gets the mail (${lang})`, async () => {
      const businessId = businesses[i]!;
      const member = await phonePage(suite.browser, lang);
      member.setDefaultTimeout(10_000);
      // Logging in in this language makes it the language of the member's e-mail.
      await logInMember(member);
      const myTab = member.getByTestId('tab-tab.my');
      await myTab.waitFor();
      await expect.poll(() => myTab.getByTestId('unread-badge').count()).toBe(0);

      const staff = await pageOn(suite.browser, lang, 'desktop');
      await logInToConsole(staff, suite.server.url, DEMO_ADMIN);
      await gotoConsole(staff, suite.server.url, `/businesses/${encodeURIComponent(businessId)}`);
      const note = `Policy issued ${lang}`;
      await changeStatus(staff, 'inForce', note);

      // The member's tab: the badge, in the link's name too.
      await member.reload();
      const unreadName = new RegExp(`^${TEXT.myTab[lang]}\\s*${TEXT.unreadSuffix[lang].trim()}$`);
      await expect.poll(() => member.getByRole('link', { name: unreadName }).count()).toBe(1);
      await screenshot(member, lang, 'notify-tab-badge');

      // The message opens the business.
      await myTab.click();
      await member.locator('a[href$="/pages/my/messages"]').click();
      const message = member.getByTestId('message').first();
      await message.getByText(TEXT.status[lang]).first().waitFor();
      await screenshot(member, lang, 'notify-message');
      await expectAxeClean(member, 'message centre');
      await message.locator('button').click();
      await member.waitForURL(new RegExp(`pages/business/detail\\?id=${businessId}`));

      // One mail, in the member's language, with the new status.
      await mailWith(TEXT.status[lang]);
      const mail = mailbox.messages.find((m) => m.subject.includes(TEXT.status[lang]))!;
      expect(mail.raw).toContain('/#/pages/my/notifications');

      // The console's Messages panel: the message and its delivered mail.
      await staff.reload();
      const panel = staff.locator('section[aria-labelledby="messages-title"]');
      await panel
        .getByTestId('business-message')
        .first()
        .getByText(TEXT.delivered[lang])
        .waitFor({ timeout: 15_000 });
      await panel.scrollIntoViewIfNeeded();
      await consoleScreenshot(staff, lang, 'console-business-messages');
      await expectAxeClean(
        staff,
        'console messages panel',
        'section[aria-labelledby="messages-title"]',
      );
      await staff.context().close();
      await member.context().close();
    });
  }

  for (const lang of LANGS) {
    it(`the E-mail notifications screen: a switch per kind, saved at once (${lang})`, async () => {
      const page = await phonePage(suite.browser, lang);
      page.setDefaultTimeout(10_000);
      await logInMember(page);
      await open(page, '/pages/my/index');
      await page.getByRole('link', { name: TEXT.settings[lang] }).click();
      await page.waitForURL(/pages\/my\/notifications/);
      const reminders = page.getByRole('switch', { name: TEXT.reminders[lang] });
      await expect.poll(() => reminders.isChecked()).toBe(true);
      await screenshot(page, lang, 'notify-preferences');
      await expectAxeClean(page, 'e-mail notifications');
      await reminders.focus();
      await page.keyboard.press('Space');
      await page.getByText(TEXT.saved[lang]).waitFor();
      await expect.poll(() => reminders.isChecked()).toBe(false);
      // Back on for the next language's run, and the screen kept it.
      await page.reload();
      await expect.poll(() => reminders.isChecked()).toBe(false);
      await reminders.click();
      await expect.poll(() => reminders.isChecked()).toBe(true);
      await page.context().close();
    });
  }
});
