import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe.ts';
import { memberToken, registerMember, submitReservation } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughForm } from './support/business-pages.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The member's own data in Chromium, in both languages: "Who opened my documents" empty, then
 * listing the member's own read and a staff script's; "Download my data" saving the ZIP, then
 * refusing a second one within the minute. Keyboard only on these screens; axe-checked;
 * screenshots at 360 px.
 */
const suite = serverAndBrowser();

const TEXT = {
  accessLog: { 'zh-CN': '谁查看了我的文件', 'en-US': 'Who opened my documents' },
  dataExport: { 'zh-CN': '下载我的数据', 'en-US': 'Download my data' },
  empty: { 'zh-CN': '还没有人打开过您的文件', 'en-US': 'Nobody has opened your files yet' },
  refresh: { 'zh-CN': '刷新', 'en-US': 'Refresh' },
  self: { 'zh-CN': '您本人', 'en-US': 'You' },
  script: { 'zh-CN': '系统管理脚本', 'en-US': 'Administration script' },
  selfExport: { 'zh-CN': '您本人（下载我的数据）', 'en-US': 'You (Download my data)' },
  download: { 'zh-CN': '下载 ZIP 文件', 'en-US': 'Download ZIP file' },
  downloaded: { 'zh-CN': '已下载', 'en-US': 'Downloaded' },
} as const satisfies Record<string, Record<Lang, string>>;

const LANGS = ['en-US', 'zh-CN'] as const satisfies Lang[];

/** A member with a submitted reservation, whose first scan they and a script then open. */
async function memberWithReads() {
  const member = await registerMember(suite.server, 'privacy');
  const token = await memberToken(suite.server, member.email, member.password);
  const link = await submitReservation(suite.server.url, token, 'trust');
  const admin = `Bearer ${suite.server.env.ADMIN_TOKEN}`;
  const reservation = await fetch(`${suite.server.url}/admin/appointments/${link}`, {
    headers: { authorization: admin },
  });
  const body = (await reservation.json()) as { data: { uploads: { id: string }[] } };
  const uploadId = body.data.uploads[0]?.id;
  if (!uploadId) throw new Error('the reservation has no upload');
  const read = async (url: string, authorization: string) => {
    const res = await fetch(`${suite.server.url}${url}`, { headers: { authorization } });
    expect(res.status).toBe(200);
  };
  return {
    member,
    openFiles: async () => {
      await read(`/api/upload/file/${uploadId}`, token);
      await read(`/admin/uploads/${uploadId}`, admin);
    },
  };
}

/** Follows a personal-centre link with the keyboard: focus it, press Enter. */
async function openByKeyboard(page: Page, name: string) {
  await page.goto(`${suite.server.url}/#/pages/my/index`);
  const link = page.getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
}

describe('the member’s own data', () => {
  for (const lang of LANGS) {
    it(`shows who opened the member’s files, and downloads their data (${lang})`, async () => {
      const { member, openFiles } = await memberWithReads();
      const page = await phonePage(suite.browser, lang);
      page.setDefaultTimeout(15_000);
      await logInThroughForm(page, suite.server.url, member.email, member.password);

      // Nobody has opened anything yet.
      await openByKeyboard(page, TEXT.accessLog[lang]);
      await page.getByTestId('access-log-empty').getByText(TEXT.empty[lang]).waitFor();
      await screenshot(page, lang, 'access-log-empty');
      await expectAxeClean(page, `access log, empty (${lang})`);

      // The member and a script open the scan; Refresh (a button, for the keyboard) shows both.
      await openFiles();
      const refresh = page.getByRole('button', { name: TEXT.refresh[lang], exact: true });
      await refresh.focus();
      await page.keyboard.press('Enter');
      const entries = page.getByTestId('access-entry');
      await entries.nth(1).waitFor();
      // The head's "refreshed" word fades out before the screen is judged.
      await page.locator('.pull-to-refresh[data-state="idle"]').waitFor();
      const who = await page.locator('.access-entry__who').allTextContents();
      expect(who.sort()).toEqual([TEXT.script[lang], TEXT.self[lang]].sort());
      await screenshot(page, lang, 'access-log');
      await expectAxeClean(page, `access log (${lang})`);

      // Download my data: a ZIP saved through the browser's download.
      await openByKeyboard(page, TEXT.dataExport[lang]);
      const button = page.getByRole('button', { name: TEXT.download[lang] });
      await button.waitFor();
      await expectAxeClean(page, `data export (${lang})`);
      const saved = page.waitForEvent('download');
      await button.focus();
      await page.keyboard.press('Enter');
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
      await page.getByTestId('export-done').getByText(TEXT.downloaded[lang]).waitFor();
      await screenshot(page, lang, 'data-export');
      await expectAxeClean(page, `data export, done (${lang})`);

      // Again within the minute: refused, said in words, and the button is there to try later.
      await button.click();
      await page.getByRole('alert').waitFor();
      await screenshot(page, lang, 'data-export-refused');
      await expectAxeClean(page, `data export, refused (${lang})`);

      // The export's reads are in the log, as the member's own.
      await openByKeyboard(page, TEXT.accessLog[lang]);
      await page.getByText(TEXT.selfExport[lang]).first().waitFor();
      await page.context().close();
    });
  }
});
