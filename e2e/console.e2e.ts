import { isoDateToday } from '@app/contract/dates';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  expectOk,
  memberToken,
  registerMember,
  submitReservation,
} from './support/back-office.ts';
import type { NewMember } from './support/back-office.ts';
import { phonePage } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { logInThroughForm, pullToRefresh } from './support/business-pages.ts';
import {
  DEMO_ADMIN,
  DEMO_AGENT,
  TEXT,
  accept,
  addPayment,
  attachPdf,
  businessIdOf,
  changeStatus,
  consoleScreenshot,
  createStaffWithCli,
  gotoConsole,
  logInToConsole,
  openConsoleLogin,
  openRequestChanges,
  pageOn,
  requestChanges,
  reservationTags,
  reviewCard,
  rowLinks,
  saveBusinessFields,
  search,
  sectionValue,
  sent,
} from './support/console.ts';
import type { Screen, StaffLogin } from './support/console.ts';
import { TEXT as MEMBER_TEXT, openSection, sectionRow } from './support/reservation-forms.ts';
import { declareSignAndSubmit } from './support/tip.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The staff console (/pda/) in Chromium against the built server, with the member app beside
 * it: an operator reviews a reservation the member submitted, asks for changes, the member
 * fixes and resubmits, the operator accepts and runs the business; the member sees each step.
 * Then the roles (auditor read-only, agent's book) and a screenshot of every console screen.
 */

const suite = serverAndBrowser();
let operator: StaffLogin;

/** A member with an insurance reservation submitted through the member API, and its business. */
interface Submitted {
  member: NewMember;
  link: string;
  businessId: string;
}

const flows: Record<Screen, Submitted | undefined> = { phone: undefined, desktop: undefined };
/** Reviewed by nobody: for the role checks and the screenshots. */
let pending: Submitted;

async function submitted(tag: string, name: string): Promise<Submitted> {
  const member = await registerMember(suite.server, tag, name);
  const token = await memberToken(suite.server, member.email, member.password);
  const link = await submitReservation(suite.server.url, token, 'insurance');
  // Submitting made the business (the back office lists it with the reservation).
  const found = expectOk(
    await adminClient(suite.server.url)<{ list: { token: string; businessId: string | null }[] }>(
      'GET',
      '/admin/appointments?status=submitted&size=100',
    ),
    'list reservations',
  );
  const businessId = found.list.find((r) => r.token === link)?.businessId;
  if (!businessId) throw new Error(`no business for reservation ${link}`);
  return { member, link, businessId };
}

beforeAll(async () => {
  const stamp = Date.now();
  [operator, flows.phone, flows.desktop, pending] = await Promise.all([
    createStaffWithCli(suite.server, {
      email: `operator.${stamp}@example.com`,
      name: 'Olivia Operator',
      role: 'operator',
      password: 'Operate2026',
    }),
    submitted('phone', 'Phone Flow Member'),
    submitted('desktop', 'Desktop Flow Member'),
    submitted('pending', 'Chan Siu Wai'),
  ]);
});

const closePage = (page: Page) => page.context().close();

/** The member's own app on a phone, logged in through its form. */
async function memberPage(member: NewMember, lang: Lang): Promise<Page> {
  const page = await phonePage(suite.browser, lang);
  await logInThroughForm(page, suite.server.url, member.email, member.password);
  return page;
}

describe('review to business: operator and member', () => {
  for (const [screen, lang] of [
    ['phone', 'en-US'],
    ['desktop', 'zh-CN'],
  ] as const satisfies [Screen, Lang][]) {
    it(`requests changes, the member resubmits, the business is run (${screen}, ${lang})`, async () => {
      const flow = flows[screen];
      if (!flow) throw new Error('beforeAll made no reservation');
      const { member, link, businessId } = flow;
      const stamp = `${screen.toUpperCase()}-${Date.now() % 1e6}`;
      const changeNote = `Please correct the insured's position (${stamp})`;

      // The operator finds the reservation by the member's e-mail and opens it.
      const staff = await pageOn(suite.browser, lang, screen);
      await logInToConsole(staff, suite.server.url, operator);
      await gotoConsole(staff, suite.server.url, '/queue');
      await search(staff, member.email);
      await expect
        .poll(() => rowLinks(staff, 'reservation-list'), { message: 'queue searched by e-mail' })
        .toEqual([`#/reservations/${link}`]);
      await staff.getByTestId('reservation-list').locator('a').click();
      await staff.locator('#reservation-title').waitFor();
      await expect(reservationTags(staff)).resolves.toEqual(['submitted', 'pending']);
      expect(await sectionValue(staff, 'insured', 'position')).toBe('Manager');

      // The ID number shows its last 4 until the operator asks for it (audited on the server).
      const masked = await sectionValue(staff, 'applicant', 'idNumber');
      expect(masked).toMatch(/^\*+[0-9X]{4}/);
      await staff.getByRole('button', { name: TEXT.reveal[lang] }).click();
      await staff.getByRole('button', { name: TEXT.hideNumbers[lang] }).waitFor();
      const full = await sectionValue(staff, 'applicant', 'idNumber');
      expect(full).not.toContain('*');
      expect(full.slice(-4)).toBe(masked.trim().slice(-4));
      await staff.getByRole('button', { name: TEXT.hideNumbers[lang] }).click();
      await expect.poll(() => sectionValue(staff, 'applicant', 'idNumber')).toBe(masked);

      // Changes asked on the insured section, with a note.
      await requestChanges(staff, lang, { sections: ['insured'], note: changeNote });
      await expect
        .poll(() => reservationTags(staff))
        .toEqual(['changesRequested', 'changesRequested']);
      await staff.getByText(changeNote).waitFor();

      // The member sees the note on the overview and on the insured section, fixes, resubmits.
      const phone = await memberPage(member, lang);
      await phone.goto(`${suite.server.url}/#/pages/appointment/index?token=${link}`);
      const banner = phone.getByTestId('change-request');
      await banner.waitFor();
      await expect(banner.innerText()).resolves.toContain(changeNote);
      await expect(sectionRow(phone, 'insured').getAttribute('data-status')).resolves.toBe(
        'changesRequested',
      );
      await expect(sectionRow(phone, 'applicant').getAttribute('data-status')).resolves.toBe(
        'completed',
      );
      await openSection(phone, 'insured');
      await expect(phone.getByTestId('change-request').innerText()).resolves.toContain(changeNote);
      await phone.locator('input[name="position"]').fill('Senior Manager');
      await phone.getByTestId('save-button').click();
      await phone.getByText(MEMBER_TEXT.saved[lang]).first().waitFor();
      await declareSignAndSubmit(phone);
      // The submitted page (issue 36), then the member opens their businesses.
      await phone.waitForURL(/pages\/appointment\/submitted/);
      await phone.getByTestId('submitted').waitFor();
      await phone.goto(`${suite.server.url}/#/pages/business/index`);
      await phone.locator(`[data-testid="business-card"][data-id="${businessId}"]`).waitFor();

      // The operator sees the fix, accepts and opens the business.
      await staff.reload();
      await staff.locator('#reservation-title').waitFor();
      await expect.poll(() => reservationTags(staff)).toEqual(['submitted', 'pending']);
      expect(await sectionValue(staff, 'insured', 'position')).toBe('Senior Manager');
      await accept(staff, lang, `Checked (${stamp})`);
      await expect.poll(() => reservationTags(staff)).toEqual(['submitted', 'accepted']);
      await reviewCard(staff).locator('a.console-button').click();
      await staff.locator('#business-title').waitFor();
      expect(businessIdOf(staff)).toBe(businessId);

      // Policy number, a status with a note, a payment record, a document.
      const policyNo = `POL-${stamp}`;
      const statusNote = `Approved, please pay (${stamp})`;
      const paymentNo = `PAY-${stamp}`;
      const documentName = `Policy schedule ${stamp}.pdf`;
      await saveBusinessFields(staff, { policyNo });
      await changeStatus(staff, 'pendingPayment', statusNote);
      await addPayment(staff, {
        paymentDate: isoDateToday(),
        feeType: 'premium',
        currency: 'HKD',
        amount: '12000.00',
        paymentNo,
        status: 'paid',
      });
      await attachPdf(staff, documentName, ['Policy schedule', `Policy number: ${policyNo}`]);
      await closePage(staff);

      // The member, still on the list the resubmission led to (as it was then), pulls it to
      // refresh: the card, then the detail, show all of it.
      const cardOf = phone.locator(`[data-testid="business-card"][data-id="${businessId}"]`);
      await cardOf.waitFor();
      expect(await cardOf.locator('[data-status]').getAttribute('data-status')).toBe('submitted');
      expect(await cardOf.innerText()).not.toContain(policyNo);
      await pullToRefresh(phone);
      await expect
        .poll(() => cardOf.locator('[data-status]').getAttribute('data-status'), {
          message: 'the card after a pull to refresh',
        })
        .toBe('pendingPayment');
      await expect(cardOf.innerText()).resolves.toContain(policyNo);
      await cardOf.click();
      await phone.waitForURL(/pages\/business\/detail\?id=/);
      const overview = phone.getByTestId('detail-panel-overview');
      await overview.waitFor();
      await expect(overview.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
        'pendingPayment',
      );
      await expect(
        phone.locator('.field-list__row[data-field="policyNo"] dd').first().innerText(),
      ).resolves.toBe(policyNo);
      await phone.getByTestId('detail-panel-history').locator('summary').click();
      await expect(
        phone.getByTestId('status-history').locator('.status-history__note').last().innerText(),
      ).resolves.toBe(statusNote);
      await phone.getByTestId('document-link').filter({ hasText: documentName }).waitFor();
      await phone.getByTestId('payment-records-link').click();
      const records = phone.getByTestId('payment-record');
      await expect.poll(() => records.count()).toBe(1);
      await expect(records.first().locator('.business-card__money').innerText()).resolves.toBe(
        'HKD 12,000.00',
      );
      await closePage(phone);
    });
  }
});

describe('roles in the console', () => {
  it('shows an auditor (made by the admin on the staff screen) everything read-only', async () => {
    const { link, businessId } = pending;
    const auditor = { email: `auditor.${Date.now()}@example.com`, password: 'Audit2026' };

    const admin = await pageOn(suite.browser, 'en-US', 'phone');
    await logInToConsole(admin, suite.server.url, DEMO_ADMIN);
    await gotoConsole(admin, suite.server.url, '/staff');
    const invite = admin.locator('form[aria-labelledby="invite-title"]');
    await invite.locator('input[name="name"]').fill('Avery Auditor');
    await invite.locator('input[name="email"]').fill(auditor.email);
    await invite.locator('select[name="role"]').selectOption('auditor');
    await invite.locator('input[name="password"]').fill(auditor.password);
    await sent(admin, 'POST', /^\/admin\/staff$/, () =>
      invite.locator('button[type="submit"]').click(),
    );
    await admin.getByTestId('staff-row').filter({ hasText: auditor.email }).waitFor();
    await closePage(admin);

    const page = await pageOn(suite.browser, 'en-US', 'phone');
    await logInToConsole(page, suite.server.url, auditor);
    // The navigation offers the audit log, not the staff accounts.
    const nav = page.locator('nav.console__nav');
    await nav.locator('a[href="#/audit"]').waitFor();
    expect(await nav.locator('a[href="#/staff"]').count()).toBe(0);

    await gotoConsole(page, suite.server.url, `/reservations/${link}`);
    await page.locator('#reservation-title').waitFor();
    await page.getByText(TEXT.readOnly['en-US']).waitFor();
    expect(await page.getByRole('button', { name: TEXT.reveal['en-US'] }).count()).toBe(0);
    const review = page.getByRole('button', { name: TEXT.requestChanges['en-US'] });
    expect(await review.count()).toBe(0);
    expect(
      await page.getByRole('button', { name: TEXT.accept['en-US'], exact: true }).count(),
    ).toBe(0);

    await gotoConsole(page, suite.server.url, `/businesses/${businessId}`);
    await page.locator('#business-title').waitFor();
    await page.getByText(TEXT.readOnly['en-US']).first().waitFor();
    // Fields shown but disabled; nothing to send, no status, payment or document form.
    expect(await page.locator('input[name="policyNo"]').isDisabled()).toBe(true);
    expect(await page.locator('main button[type="submit"]').count()).toBe(0);
    expect(await page.locator('main textarea[name="note"], main input[type="file"]').count()).toBe(
      0,
    );
    await closePage(page);
  });

  it("shows the agent only their book: the demo member and the demo member's businesses", async () => {
    const page = await pageOn(suite.browser, 'en-US', 'phone');
    await logInToConsole(page, suite.server.url, DEMO_AGENT);
    await gotoConsole(page, suite.server.url, '/members');
    const members = page.getByTestId('member-list').locator('.console-list__title');
    await expect.poll(() => members.allInnerTexts()).toEqual(['演示用户 Demo User']);

    // The demo book: 16 businesses, every one the demo member's; none of the test members'.
    await gotoConsole(page, suite.server.url, '/businesses');
    const list = page.getByTestId('business-list');
    await list.waitFor();
    const titles = await list.locator('.console-list__title').allInnerTexts();
    expect(titles).toHaveLength(16);
    expect(titles.filter((title) => !title.startsWith('BODEMO'))).toEqual([]);
    const owners = await list.locator('[data-label="Member"]').allInnerTexts();
    expect(owners.filter((m) => m.includes('Demo User'))).toHaveLength(16);

    // A member of no book is not found by a search, nor their business by its address.
    await search(page, pending.member.email);
    await page.getByText(TEXT.noBusinesses['en-US']).waitFor();
    await gotoConsole(page, suite.server.url, `/businesses/${pending.businessId}`);
    await page.getByText(TEXT.notFound['en-US'], { exact: true }).first().waitFor();
    await closePage(page);
  });
});

const shownBusiness = () => (flows.phone ?? pending).businessId;

describe('screenshots', () => {
  it('saves every console screen in both languages, at 360×740 and the main ones at 1280×800', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const satisfies Lang[]) {
      const shot = (page: Page, name: string) => consoleScreenshot(page, lang, `console-${name}`);
      const page = await pageOn(suite.browser, lang, 'phone');
      await openConsoleLogin(page, suite.server.url);
      await shot(page, 'login');
      await logInToConsole(page, suite.server.url, DEMO_ADMIN);
      await gotoConsole(page, suite.server.url, '/queue');
      await page.getByTestId('reservation-list').waitFor();
      await shot(page, 'queue');

      await gotoConsole(page, suite.server.url, `/reservations/${pending.link}`);
      await page.locator('#reservation-title').waitFor();
      await shot(page, 'reservation');
      await openRequestChanges(page, lang);
      await page.locator('input[name="sections"][value="insured"]').check();
      await page
        .locator('textarea[name="note"]')
        .fill(lang === 'zh-CN' ? '请更正受保人的职位' : "Please correct the insured's position");
      await shot(page, 'request-changes');

      await gotoConsole(page, suite.server.url, '/members');
      await search(page, pending.member.email);
      const members = page.getByTestId('member-list').locator('a');
      await expect.poll(() => members.count()).toBe(1);
      await shot(page, 'members');
      await members.first().click();
      await page.locator('#member-title').waitFor();
      await page
        .locator('section[aria-labelledby="link-title"] select[name="productType"]')
        .selectOption('insurance');
      await sent(page, 'POST', /^\/admin\/appointment-links$/, () =>
        page.locator('section[aria-labelledby="link-title"] button[type="submit"]').click(),
      );
      await page.locator('img.console-qr').waitFor();
      // The note naming the member's long e-mail wraps inside its panel at 360 px.
      const mailed = page.getByTestId('link-result').getByRole('status');
      expect(await mailed.evaluate((note) => note.scrollWidth - note.clientWidth)).toBe(0);
      await shot(page, 'member');

      await gotoConsole(page, suite.server.url, '/staff');
      await page.getByTestId('staff-row').first().waitFor();
      await shot(page, 'staff');
      await gotoConsole(page, suite.server.url, '/audit');
      await page.getByTestId('audit-list').waitFor();
      await shot(page, 'audit');

      await gotoConsole(page, suite.server.url, '/businesses');
      await page.getByTestId('business-list').waitFor();
      await shot(page, 'businesses');
      // The phone flow's business has a policy number, a history, a payment and a document.
      await gotoConsole(page, suite.server.url, `/businesses/${shownBusiness()}`);
      await page.getByTestId('status-history').waitFor();
      await shot(page, 'business');
      await closePage(page);

      const desk = await pageOn(suite.browser, lang, 'desktop');
      await openConsoleLogin(desk, suite.server.url);
      await shot(desk, 'login-desktop');
      await logInToConsole(desk, suite.server.url, DEMO_ADMIN);
      await gotoConsole(desk, suite.server.url, '/queue');
      await desk.getByTestId('reservation-list').waitFor();
      await shot(desk, 'queue-desktop');
      await gotoConsole(desk, suite.server.url, `/reservations/${pending.link}`);
      await desk.locator('#reservation-title').waitFor();
      await shot(desk, 'reservation-desktop');
      await gotoConsole(desk, suite.server.url, `/businesses/${shownBusiness()}`);
      await desk.getByTestId('status-history').waitFor();
      await shot(desk, 'business-desktop');
      await closePage(desk);
    }
  });
});
