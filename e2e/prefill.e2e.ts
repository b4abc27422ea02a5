import { beforeAll, describe, expect, it } from 'vitest';
import { validSections } from '@app/contract/testing/fixtures';
import { isoDateToday } from '@app/contract/dates';
import { expectAxeClean } from './support/axe.ts';
import { submitReservation } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import {
  checkReservation,
  createThroughUi,
  logInThroughUi,
  memberToken,
  openSection,
  readSection,
  saveSection,
} from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The policyholder prefilled, asked never silent (issue 36 point 5), in both languages, in
 * Chromium on a 360x740 phone against the built server: the demo member has submitted a
 * reservation; the next one's empty policyholder section offers a card, "fill from the last
 * reservation" fills it, nothing is saved until Save, and Save keeps it. Each screen passes axe.
 */

const suite = serverAndBrowser();
const today = isoDateToday();
const last = validSections('insurance', today).applicant!;

const TEXTS = {
  card: { 'zh-CN': '从已有资料填入', 'en-US': 'Fill from details you gave before' },
  last: { 'zh-CN': '上一份预约的资料', 'en-US': 'Your last reservation' },
  filled: {
    'zh-CN': '已填入上一份预约的资料，请核对后保存',
    'en-US': 'Details from your last reservation were filled in; please check them and save',
  },
} as const;

let token: string;
beforeAll(async () => {
  token = await memberToken(suite.server.url);
  await submitReservation(suite.server.url, token, 'insurance');
});

describe.each(['zh-CN', 'en-US'] as const)('the policyholder prefilled (%s)', (lang) => {
  it('offers the last reservation on the next one, fills it, and Save keeps it', async () => {
    const page = await phonePage(suite.browser, lang);
    await logInThroughUi(page, suite.server.url);
    const link = await createThroughUi(page, suite.server.url, 'insurance');
    await page.getByTestId('fill-now').click();
    await page.waitForURL(/pages\/appointment\/appointment\?token=/);
    await openSection(page, 'applicant');

    const card = page.getByRole('region', { name: TEXTS.card[lang] });
    await card.waitFor();
    // Asked, never silent: the form is still empty.
    await expect(readSection(page, ['nameCn', 'idNumber'])).resolves.toEqual({
      nameCn: '',
      idNumber: '',
    });
    const fromLast = card.getByRole('button', { name: TEXTS.last[lang] });
    await fromLast.waitFor();
    await expectAxeClean(page, 'prefill card');
    await screenshot(page, lang, 'prefill-card');

    await fromLast.click();
    await page.getByText(TEXTS.filled[lang]).waitFor();
    const keys = ['nameCn', 'nameEn', 'idType', 'idNumber', 'email', 'phone'] as const;
    const expected = Object.fromEntries(keys.map((key) => [key, last[key]]));
    await expect(readSection(page, keys)).resolves.toEqual(expected);
    await expectAxeClean(page, 'prefilled form');
    await screenshot(page, lang, 'prefill-filled');
    // Nothing is saved until Save.
    const before = await checkReservation(suite.server.url, token, link);
    expect(before.data.sections.applicant?.data ?? {}).toEqual({});

    // Whom the insured is belongs to this reservation: the member answers it, then saves.
    const relation = page.locator('[name="relationToInsured"]');
    await relation.focus();
    await relation.selectOption(String(last.relationToInsured));
    await saveSection(page, 'applicant', lang);
    const after = await checkReservation(suite.server.url, token, link);
    expect(after.data.sections.applicant?.data).toMatchObject(expected);
    await page.context().close();
  });
});
