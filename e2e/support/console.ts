import type { StaffRole } from '@app/contract/calls/staff';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminCli, samplePdf } from './back-office.ts';
import { desktopContext, phonePage, screenshot, useLanguage } from './browser.ts';
import type { AnyLang, Lang } from './browser.ts';
import type { BuiltServer } from '../../scripts/built-server.mjs';
import type { PaymentCreate } from '@app/contract/admin/schemas';

/**
 * Helpers for the staff console's browser tests (e2e/console.e2e.ts): logging in at /pda/, the
 * review queue, the review actions and the business's panels, located by their landmarks, form
 * names and test ids; the few buttons that only have their label are found by it (TEXT).
 */

export interface StaffLogin {
  email: string;
  password: string;
}

/** The embedded default's demo staff (DESIGN.md "The handheld site"). */
export const DEMO_ADMIN: StaffLogin = { email: 'admin@example.com', password: 'Admin2026' };
export const DEMO_AGENT: StaffLogin = { email: 'agent@example.com', password: 'Agent2026' };

/** The console's labels the tests click or look for (apps/web/src/pda/**\/i18n.ts). */
export const TEXT = {
  requestChanges: { 'zh-CN': '要求修改', 'en-US': 'Request changes' },
  accept: { 'zh-CN': '通过审核', 'en-US': 'Accept' },
  reveal: { 'zh-CN': '显示完整号码', 'en-US': 'Show full numbers' },
  hideNumbers: { 'zh-CN': '隐藏号码', 'en-US': 'Hide numbers' },
  readOnly: {
    'zh-CN': '只读：您的角色不能修改',
    'en-US': 'Read only: your role cannot make changes',
  },
  notFound: { 'zh-CN': '找不到该内容', 'en-US': 'Not found' },
  noBusinesses: { 'zh-CN': '没有符合条件的业务', 'en-US': 'No businesses match' },
} as const satisfies Record<string, Record<Lang, string>>;

export type Screen = 'phone' | 'desktop';

/** A page of its own context (storage, tokens): a 360×740 phone or a 1280×800 desktop. */
export async function pageOn(browser: Browser, lang: AnyLang, screen: Screen): Promise<Page> {
  let page: Page;
  if (screen === 'phone') page = await phonePage(browser, lang);
  else {
    const context = await desktopContext(browser, lang);
    await useLanguage(context, lang);
    page = await context.newPage();
  }
  // A missing element fails the step in 10 s, well inside the test's own time.
  page.setDefaultTimeout(10_000);
  return page;
}

/**
 * browser.ts's screenshot of a whole console screen, from its top. The console's header sticks to
 * the top and its phone navigation to the bottom of the window, so a full-page capture of the
 * 740 px window would paint them over the middle of a long screen: the window is made as tall as
 * the screen for the capture instead, as on a very tall phone, then put back.
 */
export async function consoleScreenshot(page: Page, lang: Lang, name: string): Promise<void> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  if (viewport && height > viewport.height) await page.setViewportSize({ ...viewport, height });
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await screenshot(page, lang, name);
  } finally {
    if (viewport && height > viewport.height) await page.setViewportSize(viewport);
  }
}

/** A staff account made by the CLI on the server's data (`npm run admin -- staff:create`). */
export async function createStaffWithCli(
  server: BuiltServer,
  staff: StaffLogin & { name: string; role: StaffRole },
): Promise<StaffLogin> {
  const { exitCode, output, stderr } = await adminCli(server, [
    'staff:create',
    '--email',
    staff.email,
    '--name',
    staff.name,
    '--role',
    staff.role,
    '--password',
    staff.password,
  ]);
  if (exitCode !== 0 || output?.code !== 200) {
    throw new Error(
      `staff:create ${staff.email}: exit ${exitCode} ${JSON.stringify(output)} ${stderr}`,
    );
  }
  return { email: staff.email, password: staff.password };
}

/** The console's login page, before anyone logs in. */
export async function openConsoleLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/pda/#/login`);
  await page.locator('input[name="username"]').waitFor();
}

/** Logs in through the console's form and waits for its first screen, the dashboard. */
export async function logInToConsole(page: Page, baseUrl: string, staff: StaffLogin) {
  await openConsoleLogin(page, baseUrl);
  await page.fill('input[name="username"]', staff.email);
  await page.fill('input[name="password"]', staff.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/pda\/#\/dashboard/);
  await page.getByTestId('staff-who').waitFor();
}

/** The console route (`/queue`, `/businesses/:id`, ...) opened in place, as a bookmark would. */
export async function gotoConsole(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}/pda/#${route}`);
}

/** The hrefs of the rows of a console list (`reservation-list`, `business-list`, ...). */
export const rowLinks = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('a.console-list__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** Types into the screen's search box and applies it. */
export async function search(page: Page, q: string): Promise<void> {
  const box = page.locator('main').getByRole('search');
  await box.locator('input[name="q"]').fill(q);
  await box.locator('form button[type="submit"]').click();
  await page.waitForURL(/[?&]q=/);
}

/** A staff write from the page, answered 200 by the back office (the click that sends it). */
export async function sent(page: Page, method: string, path: RegExp, send: () => Promise<void>) {
  const answer = page.waitForResponse(
    (res) => res.request().method() === method && path.test(new URL(res.url()).pathname),
    { timeout: 15_000 },
  );
  await send();
  const res = await answer;
  if (res.status() !== 200) {
    throw new Error(`${method} ${res.url()}: HTTP ${res.status()} ${await res.text()}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The reservation screen

export const reviewCard = (page: Page) => page.locator('section[aria-labelledby="review-title"]');

/** The reservation's own status and review tags (not the sections' 'completed' tags). */
export const reservationTags = (page: Page) =>
  page
    .locator('#reservation-title + p.console-list__tags .console-tag')
    .evaluateAll((tags) =>
      tags.map(
        (tag) => [...tag.classList].find((c) => c.startsWith('console-tag--'))?.slice(13) ?? '',
      ),
    );

/** What the reservation screen shows for a field of a section. */
export const sectionValue = (page: Page, section: string, field: string) =>
  page
    .locator(`section[aria-labelledby="section-${section}"] [data-field="${field}"] dd`)
    .innerText();

/** Opens the request-changes form of the review card (left open for a screenshot). */
export async function openRequestChanges(page: Page, lang: Lang): Promise<Locator> {
  await reviewCard(page).getByRole('button', { name: TEXT.requestChanges[lang] }).click();
  const form = reviewCard(page).locator('form', { has: page.locator('input[name="sections"]') });
  await form.waitFor();
  return form;
}

/** Reopens the named sections and upload kinds with a note for the member, and sends it. */
export async function requestChanges(
  page: Page,
  lang: Lang,
  change: { sections: readonly string[]; uploads?: readonly string[]; note: string },
): Promise<void> {
  const form = await openRequestChanges(page, lang);
  for (const section of change.sections) {
    await form.locator(`input[name="sections"][value="${section}"]`).check();
  }
  for (const kind of change.uploads ?? []) {
    await form.locator(`input[name="uploads"][value="${kind}"]`).check();
  }
  await form.locator('textarea[name="note"]').fill(change.note);
  await sent(page, 'POST', /\/request-changes$/, () =>
    form.locator('button[type="submit"]').click(),
  );
  await form.waitFor({ state: 'detached' });
}

/** Accepts the reservation with a note for the record. */
export async function accept(page: Page, lang: Lang, note: string): Promise<void> {
  await reviewCard(page).getByRole('button', { name: TEXT.accept[lang], exact: true }).click();
  const form = reviewCard(page).locator('form');
  await form.locator('textarea[name="note"]').fill(note);
  await sent(page, 'POST', /\/accept$/, () => form.locator('button[type="submit"]').click());
  await form.waitFor({ state: 'detached' });
}

// ---------------------------------------------------------------------------------------------
// The business screen

const card = (page: Page, title: string) => page.locator(`section[aria-labelledby="${title}"]`);

/** Sets business fields (policy number, ...) in the details form and saves them. */
export async function saveBusinessFields(page: Page, fields: Record<string, string>) {
  const form = page.locator('form[aria-labelledby="business-fields-title"]');
  for (const [name, value] of Object.entries(fields)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await sent(page, 'PATCH', /^\/admin\/businesses\/[^/]+$/, () =>
    form.locator('button[type="submit"]').click(),
  );
}

/** Moves the business to a status with a note; waits for the note in its history. */
export async function changeStatus(page: Page, status: string, note: string) {
  const panel = card(page, 'status-title');
  await panel.locator('select[name="status"]').selectOption(status);
  await panel.locator('textarea[name="note"]').fill(note);
  await sent(page, 'POST', /\/status$/, () => panel.locator('button[type="submit"]').click());
  await panel.getByTestId('status-history').getByText(note).waitFor();
}

/** What the payments form's fields take, by the contract's names: each field as it is typed in. */
export type PaymentInput = Record<keyof PaymentCreate, string>;

/** Adds a payment record through the payments panel's form. */
export async function addPayment(page: Page, payment: PaymentInput) {
  const panel = card(page, 'payments-title');
  await panel.locator('button.console-button').click();
  const form = panel.locator('form');
  for (const [name, value] of Object.entries(payment)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
  await sent(page, 'POST', /\/payments$/, () => form.locator('button[type="submit"]').click());
  await panel.getByTestId('payment-list').getByText(payment.paymentNo).waitFor();
}

/** Attaches a one-page PDF made here as an approved document, under `name`. */
export async function attachPdf(page: Page, name: string, lines: readonly string[]) {
  const panel = card(page, 'documents-title');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'upload.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(lines),
  });
  await panel.locator('input[name="name"]').fill(name);
  await sent(page, 'POST', /\/documents$/, () =>
    panel.locator('form button[type="submit"]').click(),
  );
  await panel.getByTestId('document-list').getByText(name).waitFor();
}

/** The business's id from the console's URL (/pda/#/businesses/:id). */
export function businessIdOf(page: Page): string {
  const id = /#\/businesses\/([^/?]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a business: ${page.url()}`);
  return decodeURIComponent(id);
}
