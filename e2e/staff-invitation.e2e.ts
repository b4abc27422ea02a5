import { describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.ts';
import { adminClient, expectOk, fromOutbox } from './support/back-office.ts';
import type { Lang } from './support/browser.ts';
import { consoleScreenshot, gotoConsole, logInToConsole, pageOn } from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * A new member of staff invited without a password (POST /admin/staff) sets one from the link in
 * the invitation mail, on a phone, in their language: a mismatched second entry is refused on its
 * field with both entries kept, a matching one is taken, and the new password logs in.
 */
const suite = serverAndBrowser();

const TEXT = {
  'zh-CN': { title: '设置密码', password: '新密码', confirm: '再次输入新密码', submit: '设置密码' },
  'en-US': {
    title: 'Set your password',
    password: 'New password',
    confirm: 'New password again',
    submit: 'Set password',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The set-password route of the invitation mail's link (quoted-printable undone). */
const setPasswordRoute = (raw: string) =>
  /#(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(
    raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )?.[1];

describe('a staff invitation', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    it(`sets the password from the mail's link and logs in with it (${lang}, 360 px)`, async () => {
      const staff = { email: `invited.${lang}.${Date.now()}@example.com`, password: 'Invite2026x' };
      const admin = adminClient(suite.server.url);
      expectOk(
        await admin('POST', '/admin/staff', {
          email: staff.email,
          name: 'Ivy Invited',
          role: 'agent',
        }),
        'invite',
      );
      const route = await fromOutbox(suite.server.dataDir, staff.email, setPasswordRoute);

      const page = await pageOn(suite.browser, lang, 'phone');
      await gotoConsole(page, suite.server.url, route);
      await page.getByRole('heading', { name: TEXT[lang].title }).waitFor();
      const password = page.getByLabel(TEXT[lang].password, { exact: true });
      const confirm = page.getByLabel(TEXT[lang].confirm, { exact: true });
      await password.fill(staff.password);
      await confirm.fill(`${staff.password}9`);
      await page.getByRole('button', { name: TEXT[lang].submit }).click();
      await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
      await expect(password.inputValue()).resolves.toBe(staff.password);
      await expect(confirm.inputValue()).resolves.toBe(`${staff.password}9`);
      await expectAxeClean(page, `set password, mismatch (${lang})`);
      await consoleScreenshot(page, lang, 'set-password-mismatch');

      await confirm.fill(staff.password);
      await page.getByRole('button', { name: TEXT[lang].submit }).click();
      await page.waitForURL(/\/pda\/#\/login/);
      await logInToConsole(page, suite.server.url, staff);
      await page.context().close();
    });
  }
});
