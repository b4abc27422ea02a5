import crypto from 'node:crypto';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mfaMessages } from '../apps/web/src/pda/features/security/i18n.ts';
import { consolePaths } from '../apps/web/src/pda/lib/paths.ts';
import { settle } from './support/a11y.ts';
import { axeViolations } from './support/axe.ts';
import { adminClient, expectOk } from './support/back-office.ts';
import type { Lang } from './support/browser.ts';
import { consoleScreenshot, pageOn } from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The staff second factor in the console (DESIGN.md "Staff second factor") against the built
 * server with STAFF_MFA=required: a new member of staff enrols an authenticator app at the first
 * login (the code computed here with the same library as an app), keeps the recovery codes, and
 * logs in again with a code; another enrols a passkey with Chromium's virtual authenticator and
 * logs in with it; axe on each new screen in both languages.
 *
 * The pages are opened at localhost, not 127.0.0.1: WebAuthn takes a domain as the relying
 * party, never an address.
 */
const suite = serverAndBrowser(() => ({ STAFF_MFA: 'required' }));
const PASSWORD = 'Mfa2026pass';

const base = () => `http://localhost:${suite.server.port}/pda/`;
const text = (lang: Lang, key: string) => mfaMessages[lang]?.[key] ?? key;

async function newStaff(tag: string): Promise<string> {
  const email = `${tag}-${crypto.randomBytes(4).toString('hex')}@staff.example.com`;
  const admin = adminClient(suite.server.url);
  expectOk(
    await admin('POST', '/admin/staff', {
      email,
      name: `Staff ${tag}`,
      role: 'operator',
      password: PASSWORD,
    }),
    'create staff',
  );
  return email;
}

async function passwordStep(page: Page, email: string) {
  await page.goto(`${base()}#${consolePaths.login}`);
  await page.fill('input[name="username"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

/** axe on the screen as it stands, each violation prefixed with the step's name. */
async function axe(page: Page, step: string): Promise<string[]> {
  await settle(page);
  return (await axeViolations(page)).map((v) => `${step}: ${v}`);
}

/**
 * Logged out as a new visit is: storage cleared, and the page left, so the next login starts a
 * fresh document (a hash change alone kept the running console's session in memory, and its
 * router could send the login page on to the dashboard).
 */
async function loggedOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
}

const atDashboard = (page: Page) => page.waitForURL(/\/pda\/#\/dashboard/);

describe.each(['zh-CN', 'en-US'] as const)('an authenticator app (%s)', (lang: Lang) => {
  it('is enrolled at the first login, then asked for at the next', async () => {
    const page = await pageOn(suite.browser, lang, 'phone');
    const email = await newStaff(`totp-${lang}`);
    const violations: string[] = [];

    await passwordStep(page, email);
    await page.getByRole('heading', { name: text(lang, 'pda.mfa.setupTitle') }).waitFor();
    violations.push(...(await axe(page, 'enrol')));
    await consoleScreenshot(page, lang, 'console-mfa-enrol');

    await page.getByRole('button', { name: text(lang, 'pda.mfa.chooseTotp') }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: text(lang, 'pda.mfa.qrAlt') }).waitFor();
    violations.push(...(await axe(page, 'totp setup')));
    await consoleScreenshot(page, lang, 'console-mfa-totp');

    const now = Date.now();
    await page.fill(
      'input[name="code"]',
      await generate({ secret, epoch: Math.floor(now / 1000) }),
    );
    await page.getByRole('button', { name: text(lang, 'pda.mfa.enable') }).click();
    const codes = page.getByTestId('recovery-code');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    violations.push(...(await axe(page, 'recovery codes')));
    await consoleScreenshot(page, lang, 'console-mfa-recovery-codes');
    await page.getByRole('button', { name: text(lang, 'pda.mfa.saved') }).click();
    await atDashboard(page);

    // The next login asks for a code: the next time step's (the one used above works once).
    await loggedOut(page);
    await passwordStep(page, email);
    await page.getByRole('heading', { name: text(lang, 'pda.mfa.stepTitle') }).waitFor();
    violations.push(...(await axe(page, 'code step')));
    await page.fill('input[name="code"]', '000000');
    await page.getByRole('button', { name: text(lang, 'pda.mfa.verify') }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    violations.push(...(await axe(page, 'wrong code')));
    await consoleScreenshot(page, lang, 'console-mfa-wrong-code');
    const next = await generate({ secret, epoch: Math.floor(now / 1000) + 30 });
    await page.fill('input[name="code"]', next);
    await page.getByRole('button', { name: text(lang, 'pda.mfa.verify') }).click();
    await atDashboard(page);

    // The Security screen shows the authenticator as on.
    await page.goto(`${base()}#${consolePaths.security}`);
    await page.getByRole('heading', { name: text(lang, 'pda.security.title') }).waitFor();
    await page.getByText(text(lang, 'pda.security.disableTotp')).waitFor();
    violations.push(...(await axe(page, 'security')));
    await consoleScreenshot(page, lang, 'console-security');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('a passkey', () => {
  it('is enrolled and used with Chromium’s virtual authenticator', async () => {
    const lang: Lang = 'en-US';
    const page = await pageOn(suite.browser, lang, 'desktop');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const email = await newStaff('passkey');

    await passwordStep(page, email);
    await page.getByRole('button', { name: text(lang, 'pda.mfa.choosePasskey') }).click();
    await page.fill('input[name="passkeyName"]', 'Virtual key');
    await page.getByRole('button', { name: text(lang, 'pda.mfa.addPasskey') }).click();
    await page.getByTestId('recovery-code').first().waitFor();
    await page.getByRole('button', { name: text(lang, 'pda.mfa.saved') }).click();
    await atDashboard(page);

    await loggedOut(page);
    await passwordStep(page, email);
    await page.getByRole('heading', { name: text(lang, 'pda.mfa.stepTitle') }).waitFor();
    await page.getByRole('button', { name: text(lang, 'pda.mfa.usePasskey') }).click();
    await atDashboard(page);

    await page.goto(`${base()}#${consolePaths.security}`);
    await page.getByRole('button', { name: 'Remove Virtual key' }).waitFor();
    expect(await axe(page, 'security with a passkey')).toEqual([]);
    await page.context().close();
  });
});
