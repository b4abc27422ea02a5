import { isoDateToday } from '@app/contract/dates';
import { declarationsFor } from '@app/contract/testing/declarations';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths.ts';
import {
  adminClient,
  expectOk,
  fillReservationByApi,
  memberToken,
  registerMember,
} from './support/back-office.ts';
import type { NewMember } from './support/back-office.ts';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughForm } from './support/business-pages.ts';
import {
  accept,
  createStaffWithCli,
  gotoConsole,
  logInToConsole,
  pageOn,
  requestChanges,
} from './support/console.ts';
import type { StaffLogin } from './support/console.ts';
import {
  TEXT as MEMBER_TEXT,
  createThroughUi,
  multipartCall,
  openSection,
  sectionRow,
  uploadAll,
} from './support/reservation-forms.ts';
import { declareSignAndSubmit } from './support/tip.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 36's journeys across both sides, at 360 px for the member and 1280 px for the console,
 * in both languages: staff ask for changes on a policyholder who is also the insured, the member
 * finds the request from the business list, fixes the address and the ID card photo, resubmits;
 * staff see what changed and accept. And the drafts the member owns: started, left, found in My
 * reservations, resumed, and one deleted.
 */
const suite = serverAndBrowser();
let operator: StaffLogin;

beforeAll(async () => {
  operator = await createStaffWithCli(suite.server, {
    email: `operator.${Date.now()}@example.com`,
    name: 'Olivia Operator',
    role: 'operator',
    password: 'Operate2026',
  });
});

/** A member whose submitted insurance reservation has the policyholder as the insured. */
async function selfInsuredSubmitted(tag: string) {
  const member = await registerMember(suite.server, tag, 'Chan Tai Man');
  const token = await memberToken(suite.server, member.email, member.password);
  const base = suite.server.url;
  const { link, sections, send } = await fillReservationByApi(base, token, 'insurance');
  const applicant = { ...sections.applicant, relationToInsured: 'self' };
  const saved = await multipartCall(
    base,
    'policyholder/EditAppointInfo',
    { token: link, section: 'applicant', action: 'save', data: JSON.stringify(applicant) },
    token,
  );
  if (saved.code !== 200) throw new Error(`save applicant: ${saved.code} ${saved.msg}`);
  const today = isoDateToday();
  const { declarations, signatures } = declarationsFor(
    'insurance',
    { ...sections, applicant },
    today,
  );
  for (const kind of signatures) await send(kind);
  const res = await multipartCall(
    base,
    'policyholder/EditAppointInfo',
    { token: link, action: 'submit', declarations },
    token,
  );
  if (res.code !== 200) throw new Error(`submit: ${res.code} ${res.msg}`);
  return { member, link, businessId: (res.data as { businessId: string }).businessId };
}

async function memberPage(member: NewMember, lang: Lang): Promise<Page> {
  const page = await phonePage(suite.browser, lang);
  page.setDefaultTimeout(10_000);
  await logInThroughForm(page, suite.server.url, member.email, member.password);
  return page;
}

const TEXT = {
  updated: { 'zh-CN': '已更新', 'en-US': 'Updated' },
  changesReady: {
    'zh-CN': '要求修改的部分已全部更新，请重新提交。',
    'en-US': 'Every part asked for is updated: submit again.',
  },
  allAnswered: {
    'zh-CN': '会员已修改全部要求的部分',
    'en-US': 'The member changed every part asked for',
  },
  delete: { 'zh-CN': '删除', 'en-US': 'Delete' },
} as const;

const stored = async (link: string) =>
  expectOk(
    await adminClient(suite.server.url)<{
      sections: Record<string, { data: Record<string, unknown> }>;
    }>('GET', `/admin/appointments/${link}`),
    'reservation',
  );

describe.each(['en-US', 'zh-CN'] as const)('a change request end to end (%s)', (lang) => {
  it('request → fix (self-insured) → resubmit → staff see the differences → accept', async () => {
    const { member, link, businessId } = await selfInsuredSubmitted(`changes-${lang}`);
    const note = `Please correct the mailing address and the ID card photo (${lang})`;
    const address = `1 Queen's Road Central, Hong Kong (${lang})`;

    // Staff, on a 1280 px console, reopen the policyholder and the ID card front.
    const staff = await pageOn(suite.browser, lang, 'desktop');
    await logInToConsole(staff, suite.server.url, operator);
    await gotoConsole(staff, suite.server.url, `/reservations/${link}`);
    await staff.locator('#reservation-title').waitFor();
    await requestChanges(staff, lang, {
      sections: ['applicant'],
      uploads: ['idCardFront'],
      note,
    });
    await staff.getByTestId('changes-since').waitFor();

    // The member finds it from the business list: the note and a button to it.
    const phone = await memberPage(member, lang);
    const notice = phone.getByTestId('business-changes-requested');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toContain(note);
    await expectAxeClean(phone, `business list with a change request (${lang})`);
    await screenshot(phone, lang, 'business-list-changes-requested');
    await notice.getByTestId('business-changes-link').click();
    await sectionRow(phone, 'applicant').waitFor();
    expect(await sectionRow(phone, 'applicant').getAttribute('data-status')).toBe(
      'changesRequested',
    );

    // The address, fixed once: the server keeps the insured copy the same, no refusal.
    await openSection(phone, 'applicant');
    await phone.locator('[name="mailingAddress"]').fill(address);
    await phone.getByTestId('save-button').click();
    await phone.getByText(MEMBER_TEXT.saved[lang]).first().waitFor();
    await phone.locator('[data-testid="section-applicant"][data-status="updated"]').waitFor();
    await expect(sectionRow(phone, 'applicant').innerText()).resolves.toContain(TEXT.updated[lang]);
    const afterSave = await stored(link);
    expect(afterSave.sections.applicant?.data.mailingAddress).toBe(address);
    expect(afterSave.sections.insured?.data.mailingAddress).toBe(address);

    // The ID card front, taken again.
    await openSection(phone, 'upload');
    await uploadAll(phone, ['idCardFront']);
    await phone.goBack();
    await phone.locator('[data-testid="section-upload"][data-status="updated"]').waitFor();
    await expect(phone.getByTestId('overview-hint').innerText()).resolves.toBe(
      TEXT.changesReady[lang],
    );
    await expectAxeClean(phone, `overview with the changes answered (${lang})`);
    await screenshot(phone, lang, 'overview-changes-answered');

    // Staff see the request answered and what changed, before the member even resubmits.
    await staff.reload();
    await staff.getByTestId('change-request-state').waitFor();
    await expect(staff.getByTestId('change-request-state').innerText()).resolves.toContain(
      TEXT.allAnswered[lang],
    );
    const diff = staff.getByTestId('changes-since');
    await expect.poll(() => diff.getByTestId('diff-field').count()).toBe(2);
    await expect(diff.innerText()).resolves.toContain(address);
    await expect(diff.getByTestId('diff-file').count()).resolves.toBe(1);
    await expect(staff.getByTestId('uploads-replaced').locator('figure').count()).resolves.toBe(1);

    await declareSignAndSubmit(phone);
    // The submitted page says what happens next (issue 36), then the member opens the list.
    await phone.getByTestId('submitted').waitFor();
    await phone.goto(`${suite.server.url}/#/pages/business/index`);
    // The list is read again after the resubmission: the request is gone from it.
    await expect
      .poll(() => phone.getByTestId('business-changes-requested').count(), {
        message: 'the change request leaves the business list',
      })
      .toBe(0);

    await staff.reload();
    await staff.getByTestId('changes-since').waitFor();
    await expectAxeClean(staff, `console reservation with its differences (${lang})`);
    await screenshot(staff, lang, 'console-reservation-changes-since');
    await accept(staff, lang, `Checked (${lang})`);
    const review = expectOk(
      await adminClient(suite.server.url)<{ review: string }>('GET', `/admin/appointments/${link}`),
      'after accept',
    );
    expect(review.review).toBe('accepted');
    expect(businessId).toBeTruthy();
    await staff.context().close();
    await phone.context().close();
  });
});

describe.each(['en-US', 'zh-CN'] as const)('drafts the member owns (%s)', (lang) => {
  it('a tap makes nothing; a draft started, left, found, resumed, and one deleted', async () => {
    const member = await registerMember(suite.server, `drafts-${lang}`, 'Lee Siu Ming');
    const token = await memberToken(suite.server, member.email, member.password);
    const list = async () =>
      (
        await apiClient(suite.server.url)<{ total: number; list: { token: string }[] }>(
          'policyholder/AppointList',
          { page: '1', size: '50' },
          token,
        )
      ).data;
    const phone = await memberPage(member, lang);

    // Browsing the products makes no reservation.
    await phone.goto(`${suite.server.url}/#${paths.appointment.start}`);
    for (const type of ['insurance', 'trust', 'education']) {
      await phone.getByTestId(`product-${type}`).click();
    }
    expect((await list()).total).toBe(0);

    // Two drafts started; the first is left after one section.
    const first = await createThroughUi(phone, suite.server.url, 'insurance');
    await phone.getByTestId('fill-now').click();
    await sectionRow(phone, 'applicant').waitFor();
    const second = await createThroughUi(phone, suite.server.url, 'trust');
    expect((await list()).list.map((item) => item.token)).toEqual([second, first]);

    // Found in My reservations from the personal centre, resumed.
    await phone.goto(`${suite.server.url}/#${paths.my}`);
    await phone.locator(`a[href="#${paths.myReservations}"]`).click();
    const items = phone.getByTestId('my-reservation');
    await expect.poll(() => items.count()).toBe(2);
    await expectAxeClean(phone, `My reservations (${lang})`);
    await screenshot(phone, lang, 'my-reservations');
    const firstItem = phone.locator(`[data-testid="my-reservation"][data-token="${first}"]`);
    await firstItem.getByTestId('my-reservation-resume').click();
    await phone.waitForURL(new RegExp(`token=${first}`));
    await sectionRow(phone, 'applicant').waitFor();

    // One deleted after a confirmation.
    await phone.goBack();
    const secondItem = phone.locator(`[data-testid="my-reservation"][data-token="${second}"]`);
    await secondItem.getByTestId('my-reservation-delete').click();
    const dialog = phone.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: TEXT.delete[lang], exact: true }).click();
    await expect.poll(() => items.count()).toBe(1);
    expect((await list()).list.map((item) => item.token)).toEqual([first]);
    await phone.context().close();
  });
});
