import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughUi, memberToken } from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * A form a person can finish on a phone (issue 36, point 5), at 360 px in both languages: the
 * policyholder's fields under headings with a count of the required ones answered, autocomplete
 * tokens on personal fields, countries with Hong Kong, Macau, the mainland and Taiwan first, and
 * uploads that say why a file was not taken (over 10 MB, an image that cannot be read).
 */
const TEXT = {
  headings: {
    'zh-CN': ['身份资料', '联系方式与地址', '工作与收入', '其他资料'],
    'en-US': ['Identity', 'Contact and address', 'Work and income', 'Other details'],
  },
  progress: { 'zh-CN': /必填项已完成 0 \/ \d+/, 'en-US': /0 of \d+ required fields/ },
  progressOne: { 'zh-CN': /必填项已完成 1 \/ \d+/, 'en-US': /1 of \d+ required fields/ },
  tooLarge: {
    'zh-CN': '该文件为 26 MB，文件不能超过 10 MB',
    'en-US': 'The file is 26 MB: files can be at most 10 MB',
  },
  unreadable: {
    'zh-CN': '无法读取该图片，请重新拍摄或选择其他文件',
    'en-US': 'The image cannot be read, please take it again or choose another file',
  },
  limits: {
    'zh-CN': 'JPG、PNG、WebP、HEIC 或 PDF，不超过 10 MB',
    'en-US': 'JPG, PNG, WebP, HEIC or PDF, up to 10 MB',
  },
} as const;

const suite = serverAndBrowser();

async function newReservation(baseUrl: string): Promise<string> {
  const token = await memberToken(baseUrl);
  const res = await apiClient(baseUrl)<{ token: string }>(
    'policyholder/CreateAppoint',
    { productType: 'insurance' },
    token,
  );
  if (res.code !== 200) throw new Error(`CreateAppoint: ${res.code} ${res.msg}`);
  return res.data.token;
}

async function loggedIn(lang: Lang): Promise<Page> {
  const page = await phonePage(suite.browser, lang);
  await logInThroughUi(page, suite.server.url);
  return page;
}

describe.each(['zh-CN', 'en-US'] as const)('the policyholder form on a phone (%s)', (lang) => {
  it('has headings, a progress count, autocomplete tokens and countries in order', async () => {
    const page = await loggedIn(lang);
    const link = await newReservation(suite.server.url);
    await page.goto(`${suite.server.url}/#/pages/appointment/applicant_info?token=${link}`);
    await page.getByTestId('save-button').waitFor();
    await page.locator('[name="position"]').waitFor({ state: 'attached' });

    // The groups' headings (the empty form's "fill from" card above them has its own).
    const headings = await page.locator('.section-form h2.section-form__heading').allTextContents();
    expect(headings).toEqual(TEXT.headings[lang]);
    const progress = page.getByTestId('section-progress');
    expect(await progress.textContent()).toMatch(TEXT.progress[lang]);
    await page.fill('[name="nameCn"]', '陈大文');
    await expect.poll(() => progress.textContent()).toMatch(TEXT.progressOne[lang]);

    const token = (name: string) => page.locator(`[name="${name}"]`).getAttribute('autocomplete');
    expect(await token('nameCn')).toBe('name');
    expect(await token('phone')).toBe('tel-national');
    expect(await token('email')).toBe('email');
    expect(await token('mailingAddress')).toBe('street-address');
    expect(await token('birthDate')).toBe('bday');
    expect(await token('postalCode')).toBe('postal-code');
    expect(await token('idNumber')).toBe('off');

    const nationality = page.locator('select[name="nationality"]');
    await nationality.focus();
    await expect
      .poll(() => nationality.locator('option').count(), { timeout: 5_000 })
      .toBeGreaterThan(200);
    const values = await nationality
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values.filter(Boolean).slice(0, 4)).toEqual(['HK', 'MO', 'CN', 'TW']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAxeClean(page, `policyholder form (${lang})`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, lang, 'phone-form-policyholder', { fullPage: false });
    await page.context().close();
  });

  it('says why an upload was not taken: over 10 MB, an unreadable image', async () => {
    const page = await loggedIn(lang);
    const link = await newReservation(suite.server.url);
    await page.goto(`${suite.server.url}/#/pages/appointment/upload?token=${link}`);
    const tile = page.getByTestId('upload-tile-idCardFront');
    await tile.waitFor();
    expect(await tile.textContent()).toContain(TEXT.limits[lang]);
    const input = tile.locator('input[type="file"]');

    await input.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(26 * 1024 * 1024, 0x20),
    });
    await tile.getByText(TEXT.tooLarge[lang]).waitFor();

    await input.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]),
    });
    await tile.getByText(TEXT.unreadable[lang]).waitFor();
    await expectAxeClean(page, `upload refusals (${lang})`);
    await page.context().close();
  });

  it('ends a submit on a page that says what happens next, axe-clean', async () => {
    const page = await loggedIn(lang);
    await page.goto(`${suite.server.url}/#/pages/appointment/submitted`);
    await page.getByTestId('submitted').waitFor();
    expect(await page.locator('.submitted__steps li').count()).toBe(4);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(1);
    await expectAxeClean(page, `submitted page (${lang})`);
    await screenshot(page, lang, 'appointment-submitted');
    await page.context().close();
  });
});
