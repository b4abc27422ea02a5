import { describe, expect, it } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberFixture, VALID_CN_ID } from '@app/contract/testing/fixtures';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import {
  TEXT,
  createThroughUi,
  fillSection,
  logInThroughUi,
  openSection,
  readSection,
} from './support/reservation-forms.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Family members in both languages, in Chromium on a 360x740 phone against the built server: the
 * demo member adds one in the personal centre, then fills an insurance reservation's insured
 * section from them in one tap. Each screen passes axe's WCAG 2.1 AA rules.
 */

const suite = serverAndBrowser();
const today = isoDateToday();

const TEXTS = {
  family: { 'zh-CN': '家庭成员', 'en-US': 'Family members' },
  add: { 'zh-CN': '添加家庭成员', 'en-US': 'Add a family member' },
  fill: { 'zh-CN': '从家庭成员填入', 'en-US': 'Fill from a family member' },
} as const;

/** One person per language, so the two runs never meet in the demo member's list. */
const personFor = (lang: Lang): Record<string, string> =>
  lang === 'zh-CN'
    ? {
        ...familyMemberFixture(today),
        chineseName: '陈小明',
        idType: 'cnId',
        idNumber: VALID_CN_ID,
      }
    : {
        ...familyMemberFixture(today),
        chineseName: '李小红',
        englishName: 'Li Siu Hung',
        gender: 'F',
      };

describe.each(['zh-CN', 'en-US'] as const)('family members (%s)', (lang) => {
  it('adds one in the personal centre and fills the insured section from them', async () => {
    const page = await phonePage(suite.browser, lang);
    const person = personFor(lang);
    const name = `${person.chineseName} ${person.englishName}`;
    await logInThroughUi(page, suite.server.url);

    await page.goto(`${suite.server.url}/#/pages/my/index`);
    await page.getByRole('link', { name: TEXTS.family[lang] }).click();
    await page.waitForURL(/pages\/my\/family$/);
    await page.getByRole('link', { name: TEXTS.add[lang] }).first().click();
    await page.waitForURL(/pages\/my\/family\/edit/);
    await fillSection(page, person);
    await expectAxeClean(page, 'family form');
    await screenshot(page, lang, 'family-form');
    await page.getByTestId('family-save').click();
    await page.getByText(TEXT.saved[lang]).first().waitFor();
    await page.waitForURL(/pages\/my\/family$/);
    const item = page.getByTestId('family-item').filter({ hasText: name });
    await item.waitFor();
    await expectAxeClean(page, 'family list');
    await screenshot(page, lang, 'family-list');

    await createThroughUi(page, suite.server.url, 'insurance');
    await page.getByTestId('fill-now').click();
    await page.waitForURL(/pages\/appointment\/appointment\?token=/);
    await openSection(page, 'insured');
    const toggle = page.getByRole('button', { name: TEXTS.fill[lang] });
    await toggle.click();
    const pick = page.getByTestId('family-pick').filter({ hasText: name });
    await pick.waitFor();
    await expectAxeClean(page, 'fill picker');
    await screenshot(page, lang, 'family-fill-picker');
    await pick.click();

    const { relation: _relation, ...fields } = person;
    const expected = {
      nameCn: fields.chineseName,
      nameEn: fields.englishName,
      gender: fields.gender,
      birthDate: fields.birthDate,
      idType: fields.idType,
      idNumber: fields.idNumber,
      nationality: fields.nationality,
    };
    await expect(readSection(page, Object.keys(expected))).resolves.toEqual(expected);
    await page.context().close();
  });
});
