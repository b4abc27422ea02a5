import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import { Mailbox } from './support/mailbox.ts';
import { serverAndBrowser } from './support/suite.ts';

let mailbox: Mailbox;

afterAll(async () => {
  await mailbox?.stop();
});

const suite = serverAndBrowser(async () => {
  mailbox = new Mailbox();
  const port = await mailbox.start();
  return { SMTP_URL: `smtp://127.0.0.1:${port}` };
});
const open = (page: Page, route: string) => page.goto(`${suite.server.url}/#${route}`);

async function logIn(page: Page, account: string, password: string) {
  await open(page, '/');
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', password);
  await page.locator('form button[type="submit"]').click();
}

/** The words of the +852 registration and password change, in each language. */
const hkTexts = {
  'zh-CN': {
    sendCode: '获取验证码',
    registered: '注册成功',
    changeLink: '修改登录密码',
    changeButton: '确认修改',
    wrongOld: '原密码不正确',
    modified: '修改成功',
  },
  'en-US': {
    sendCode: 'Send code',
    registered: 'Registration Successful',
    changeLink: 'Change login password',
    changeButton: 'Change password',
    wrongOld: 'The current password is not correct',
    modified: 'Modification Successful',
  },
} as const;

describe('accounts in the browser', () => {
  it('registers with the code mailed over SMTP, logs in, and logs out', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    const email = `new.member.${Date.now()}@example.com`;
    await open(page, '/pages/login/register/register');
    await page.fill('input[name="name"]', 'Chan Tai Man');
    await page.fill('input[name="mobile"]', '13912345678');
    await page.fill('input[name="email"]', email);
    const before = mailbox.messages.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await mailbox.waitForCode(email, before);
    // The countdown blocks a second send.
    await expect.poll(() => page.getByRole('button', { name: /\d+ s/ }).count()).toBe(1);
    await page.fill('input[name="code"]', code);
    await page.fill('input[name="password"]', 'Safe2024pass');
    await page.check('input[name="agreementVersion"]');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Registration Successful').waitFor();

    // Back on login with the e-mail handed over.
    await page.waitForURL(/#\/(pages\/login\/index)?$/);
    expect(await page.inputValue('input[name="account"]')).toBe(email);
    await page.fill('input[name="password"]', 'Safe2024pass');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/pages\/business\/index/);
    expect(await page.evaluate(() => localStorage.getItem('member-token'))).toBeTruthy();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('login_info'))) ?? '{}').cname,
    ).toBe('Chan Tai Man');

    await open(page, '/pages/my/index');
    await expect.poll(() => page.getByTestId('member-email').textContent()).toBe(email);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/(pages\/login\/index)?$/);
    expect(await page.evaluate(() => localStorage.getItem('member-token'))).toBeNull();
    await page.context().close();
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'registers a Hong Kong member (+852, invite code), then changes the password in the personal centre (%s)',
    async (lang) => {
      const text = hkTexts[lang];
      const page = await phonePage(suite.browser, lang);
      const email = `hk.member.${lang.toLowerCase()}.${Date.now()}@example.com`;
      await open(page, '/pages/login/register/register');
      await page.fill('input[name="name"]', 'Wong Siu Ming');
      await page.selectOption('select[name="areaCode"]', '+852');
      await page.fill('input[name="mobile"]', '91234567');
      await page.fill('input[name="email"]', email);
      const before = mailbox.messages.length;
      await page.getByRole('button', { name: text.sendCode }).click();
      const code = await mailbox.waitForCode(email, before);
      // The code is checked as soon as it is typed in full (user/checkEmailCode).
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/user/checkEmailCode'));
      await page.fill('input[name="code"]', code);
      expect(((await (await checked).json()) as { data: { code: string } }).data.code).toBe('00');
      await page.fill('input[name="password"]', 'Safe2024pass');
      await page.fill('input[name="inviteCode"]', 'DEMOAGENT');
      await page.check('input[name="agreementVersion"]');
      await page.locator('form button[type="submit"]').click();
      await page.getByText(text.registered).waitFor();

      await logIn(page, email, 'Safe2024pass');
      await page.waitForURL(/pages\/business\/index/);
      await open(page, '/pages/my/index');
      await expect.poll(() => page.getByTestId('member-mobile').textContent()).toBe('91234567');
      await page.getByRole('link', { name: text.changeLink }).click();
      await page.fill('input[name="oldPassword"]', 'Wrong2024pass');
      await page.fill('input[name="password"]', 'Newer2024pass');
      await page.getByRole('button', { name: text.changeButton }).click();
      await page.getByText(text.wrongOld).first().waitFor();
      // The field reads out the server's refusal (role="alert"); its toast, the same words, is
      // shown but not read out a second time (D48).
      await page.locator('.toast').getByText(text.wrongOld).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: text.wrongOld }).count()).toBe(1);
      expect(await page.getByTestId('toast-live').getByText(text.wrongOld).count()).toBe(0);
      expect(await page.inputValue('input[name="password"]')).toBe('Newer2024pass');
      await page.fill('input[name="oldPassword"]', 'Safe2024pass');
      await page.getByRole('button', { name: text.changeButton }).click();
      await page.getByText(text.modified).waitFor();
      await page.waitForURL(/pages\/my\/index/);

      await page.evaluate(() => localStorage.clear());
      await logIn(page, email, 'Newer2024pass');
      await page.waitForURL(/pages\/business\/index/);
      await page.context().close();
    },
  );

  it('refuses a wrong password with one message and keeps what was typed', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logIn(page, 'demo@example.com', 'Wrong1234');
    await page.getByText('Incorrect account or password').first().waitFor();
    // Screen readers hear it too: the toast is drawn inside the page's live region (lib/toast.ts).
    const live = page.locator('[aria-live="polite"]').and(page.getByTestId('toast-live'));
    expect(await live.getByText('Incorrect account or password').count()).toBe(1);
    expect(await page.inputValue('input[name="account"]')).toBe('demo@example.com');
    expect(await page.inputValue('input[name="password"]')).toBe('Wrong1234');
    expect(page.url()).not.toContain('business');
    await page.context().close();
  });

  it('shows validation messages beside the fields without calling the server', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await open(page, '/pages/login/register/register');
    await page.fill('input[name="name"]', 'Chan Tai Man');
    await page.fill('input[name="email"]', 'not-an-email');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Please fill in the correct email format').waitFor();
    // What was typed stays where it was.
    expect(await page.inputValue('input[name="name"]')).toBe('Chan Tai Man');
    expect(await page.inputValue('input[name="email"]')).toBe('not-an-email');
    await page.context().close();
  });

  it.each([
    ['zh-CN', '页面加载失败，请检查网络后重试', '重新加载'],
    ['en-US', 'The screen could not be loaded. Check the connection and try again.', 'Reload'],
  ] as const)(
    "says a screen's code could not load, and Reload brings it (%s)",
    async (lang, message, reload) => {
      const page = await phonePage(suite.browser, lang);
      // The register screen's chunk fails, as offline on a first visit or after a deployment.
      const chunk = /\/assets\/register-screen-[^/]*\.js$/;
      await page.route(chunk, (route) => route.abort());
      await open(page, '/pages/login/register/register');
      const alert = page.getByRole('alert').filter({ hasText: message });
      await alert.waitFor();
      // A block across the 360 px screen with the message and the button (it was drawn as the
      // 32 px spinning circle of the loading indicator).
      expect((await alert.boundingBox())?.width).toBeGreaterThan(300);
      expect(await alert.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      await expectAxeClean(page, `screen error (${lang})`);
      await screenshot(page, lang, 'screen-error');
      await page.unroute(chunk);
      await alert.getByRole('button', { name: reload }).click();
      await page.locator('input[name="email"]').waitFor();
      await page.context().close();
    },
  );

  it('switches the language on the login screen and keeps it', async () => {
    const page = await phonePage(suite.browser, 'zh-CN');
    await open(page, '/');
    await page.getByRole('heading', { name: '登录' }).first().waitFor();
    // Traditional Chinese in Hong Kong usage (登入, 電郵), kept across a reload.
    await page.getByRole('radio', { name: '繁體中文' }).check();
    await page.getByRole('heading', { name: '登入' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-HK');
    await page.reload();
    await page.getByRole('heading', { name: '登入' }).first().waitFor();
    await expect(page.getByLabel('電郵').first().getAttribute('name')).resolves.toBe('account');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Log In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');
    await page.reload();
    await page.getByRole('heading', { name: 'Log In' }).first().waitFor();
    await page.context().close();
  });

  it('sends a visitor of a protected screen to login and back after logging in', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await open(page, '/pages/my/index');
    await page.waitForURL(/redirect=/);
    await page.fill('input[name="account"]', 'demo@example.com');
    await page.fill('input[name="password"]', 'Demo1234');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/pages\/my\/index/);
    await expect
      .poll(() => page.getByTestId('member-email').textContent())
      .toBe('demo@example.com');
    await page.context().close();
  });

  it('saves a screenshot of every account screen in both languages', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const page = await phonePage(suite.browser, lang);
      for (const [name, route] of [
        ['login', '/'],
        ['register', '/pages/login/register/register'],
        ['forget-password', '/pages/login/forget/index'],
        ['language', '/pages/language/index'],
      ] as const) {
        await open(page, route);
        await page.locator('form, fieldset').first().waitFor();
        await screenshot(page, lang, name);
      }
      await logIn(page, 'demo@example.com', 'Demo1234');
      await page.waitForURL(/pages\/business\/index/);
      await open(page, '/pages/my/index');
      await expect
        .poll(() => page.getByTestId('member-email').textContent())
        .toBe('demo@example.com');
      await screenshot(page, lang, 'personal-centre');
      await open(page, '/pages/my/password');
      await page.locator('form').waitFor();
      await screenshot(page, lang, 'change-password');
      await page.context().close();
    }
  });
});
