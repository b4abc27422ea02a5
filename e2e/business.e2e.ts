import { createHash, randomBytes } from 'node:crypto';
import { isoDateToday } from '@app/contract/dates';
import { enumLabel } from '@app/contract/enums';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, expectOk, registerMember, samplePdf } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import {
  MONEY,
  cardIds,
  cardStatuses,
  cards,
  logInThroughForm,
  pullStates,
  pullToRefresh,
} from './support/business-pages.ts';
import type { Lang } from './support/browser.ts';
import { apiClient } from './support/api.ts';
import { serverAndBrowser } from './support/suite.ts';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

/** Hong Kong's date when the server seeded the demo book (its dates are offsets from it). */
let seededOn: string;
beforeAll(() => {
  seededOn = isoDateToday();
});
// No SMTP_URL: the server writes each mail to DATA_DIR/outbox, where the codes are read.
const suite = serverAndBrowser();

/**
 * Days a demo countdown has moved since the seeding: 1 once Hong Kong's midnight (16:00 UTC)
 * has passed between the server's start and the screen (both counted 5 days as 4 at 16:01).
 */
function daysSinceSeeding(): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return day(isoDateToday()) - day(seededOn);
}

const logInDemo = (page: Page) =>
  logInThroughForm(page, suite.server.url, DEMO.email, DEMO.password);

/** Opens the card of a demo business from the list, through the status filter it is under. */
async function openDemoBusiness(page: Page, orderNo: string, status: string) {
  await page.locator(`[data-testid="status-filter"] button[data-value="${status}"]`).click();
  const card = cards(page).filter({ hasText: orderNo });
  await card.click();
  await page.waitForURL(/pages\/business\/detail\?id=/);
  await page.getByTestId('detail-panel-overview').waitFor();
}

const panel = (page: Page, name: string) => page.getByTestId(`detail-panel-${name}`);
const isOpen = (page: Page, name: string) =>
  panel(page, name).evaluate((el) => (el as HTMLDetailsElement).open);
const fieldText = (page: Page, key: string) =>
  page.locator(`.field-list__row[data-field="${key}"] dd`).first().innerText();

describe('business list', () => {
  it('pages 10 at a time by scrolling, ends with "no more data", filters by status (en-US)', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await expect.poll(() => cards(page).count()).toBe(10);
    // Newest first: BODEMO0006 was created a day ago, the most recent of the demo.
    await expect(cards(page).first().innerText()).resolves.toContain('BODEMO0006');
    expect(await page.getByTestId('business-list-end').count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).waitFor();

    // Scrolling near the end asks for the next page by itself.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBe(16);
    await expect(page.getByTestId('business-list-end').innerText()).resolves.toBe('No more data');
    const ids = await cardIds(page);
    expect(new Set(ids).size).toBe(16);
    const orderNos = await cards(page).evaluateAll((els) =>
      els.map((el) => /BODEMO\d{4}/.exec(el.textContent ?? '')?.[0]),
    );
    expect([...orderNos].sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `BODEMO${String(i + 1).padStart(4, '0')}`),
    );
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // The status filter: only that status, the chip pressed, the choice in the URL.
    const filter = page.getByTestId('status-filter');
    await filter.locator('button[data-value="inForce"]').click();
    await page.waitForURL(/status=inForce/);
    await expect.poll(() => cardStatuses(page)).toEqual(Array(5).fill('inForce'));
    await expect(
      filter.locator('button[data-value="inForce"]').getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(page.getByTestId('business-list-end').isVisible()).resolves.toBe(true);
    await filter.locator('button[data-value="reviewing"]').click();
    await expect.poll(() => cardStatuses(page)).toEqual(Array(3).fill('reviewing'));
    await filter.locator('button[data-value="declined"]').click();
    await expect.poll(() => cardStatuses(page)).toEqual(['declined']);
    await filter.locator('button[data-value="all"]').click();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
    expect(new Set(await cardStatuses(page)).size).toBeGreaterThan(1);
    await page.context().close();
  });

  it('pulses its loading placeholders by opacity only, and holds them still for reduced motion', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await expect.poll(() => cards(page).count()).toBe(10);
    // The list's first page held back, so its skeleton stays while the test looks at it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route('**/api/insuranceservice/getbusinessforuser', async (route) => {
      await held;
      // The page may be gone by then: the test closes it once it has looked.
      await route.continue().catch(() => {});
    });
    /** The CSS properties the skeleton's placeholders animate. */
    const animated = () =>
      page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll('.adm-skeleton')].flatMap((element) =>
            element
              .getAnimations()
              .flatMap((animation) =>
                (animation.effect as KeyframeEffect)
                  .getKeyframes()
                  .flatMap((frame) =>
                    Object.keys(frame).filter(
                      (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                    ),
                  ),
              ),
          ),
        ),
      ]);
    try {
      await page.reload();
      await page.locator('.business-skeleton .adm-skeleton').first().waitFor();
      // Not background-position, which would repaint every placeholder in every frame.
      await expect(animated()).resolves.toEqual(['opacity']);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(animated()).resolves.toEqual([]);
    } finally {
      release();
      await page.context().unroute('**/api/insuranceservice/getbusinessforuser');
      await page.context().close();
    }
  });

  it('loads the next page with the "Load more" button, without duplicates (zh-CN)', async () => {
    const page = await phonePage(suite.browser, 'zh-CN');
    await logInDemo(page);
    await expect.poll(() => cards(page).count()).toBe(10);
    // The list also fetches the next page by itself as its end nears; when that wins the race the
    // button is gone before the click lands, and the second page must be there all the same.
    await page
      .getByRole('button', { name: '加载更多' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect.poll(() => cards(page).count()).toBe(16);
    expect(new Set(await cardIds(page)).size).toBe(16);
    await expect(page.getByTestId('business-list-end').innerText()).resolves.toBe('没有更多了');
    await page.context().close();
  });

  it('shows a business the staff just added after a pull to refresh, at the top', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await expect.poll(() => cards(page).count()).toBe(10);
    const before = await cardIds(page);

    const admin = adminClient(suite.server.url);
    const created = expectOk(
      await admin<{ id: string; orderNo: string }>('POST', '/admin/businesses', {
        ownerEmail: DEMO.email,
        productType: 'insurance',
        orderNo: 'BOE2EPULL01',
        insurer: 'AIA',
        productName: 'AIA-CI-PLUS',
        currency: 'HKD',
        annualPremium: '12000',
        note: 'Added by staff (e2e)',
      }),
      'create business',
    );
    // Nothing changes by itself.
    expect((await cardIds(page))[0]).toBe(before[0]);

    await pullToRefresh(page);
    await expect.poll(() => cardIds(page).then((ids) => ids[0])).toBe(created.id);
    const states = await pullStates(page);
    expect(states).toContain('canRelease');
    expect(states).toContain('refreshing');
    // The drag was a pull, not a tap on the card under the finger.
    expect(page.url()).toMatch(/pages\/business\/index/);
    const top = cards(page).first();
    await expect(top.innerText()).resolves.toContain('BOE2EPULL01');
    await expect(top.locator('.business-card__money').innerText()).resolves.toBe('HKD 12,000.00');
    await expect(top.locator('[data-status]').getAttribute('data-status')).resolves.toBe(
      'submitted',
    );
    await page.context().close();
  });

  it('refreshes with the header button as well (keyboards, screen readers)', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await expect.poll(() => cards(page).count()).toBe(10);
    const admin = adminClient(suite.server.url);
    const created = expectOk(
      await admin<{ id: string }>('POST', '/admin/businesses', {
        ownerEmail: DEMO.email,
        productType: 'trust',
        orderNo: 'BOE2EBUTTON1',
      }),
      'create business',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => cardIds(page).then((ids) => ids[0])).toBe(created.id);
    await expect(cards(page).first().innerText()).resolves.toContain('BOE2EBUTTON1');
    await page.context().close();
  });

  it('invites a member without businesses to make a reservation', async () => {
    const member = await registerMember(suite.server, 'empty');
    for (const [lang, empty] of [
      ['en-US', 'No business yet'],
      ['zh-CN', '还没有业务'],
    ] as const) {
      const page = await phonePage(suite.browser, lang);
      await logInThroughForm(page, suite.server.url, member.email, member.password);
      const box = page.getByTestId('business-empty');
      await box.waitFor();
      await expect(box.innerText()).resolves.toContain(empty);
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByTestId('business-list-end').count()).toBe(0);
      if (lang === 'en-US') {
        await box.getByTestId('business-empty-new').click();
        await page.waitForURL(/#\/pages\/appointment\/start/);
      }
      await page.context().close();
    }
  });
});

describe('business detail', () => {
  it('opens and closes panels by tap and keyboard, formats money, counts the cooling-off days', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await openDemoBusiness(page, 'BODEMO0002', 'inForce');

    // Open on arrival: overview, amounts, dates, documents; closed: people, other, history.
    for (const name of ['overview', 'amounts', 'dates', 'documents'])
      expect(await isOpen(page, name), name).toBe(true);
    for (const name of ['people', 'other', 'history'])
      expect(await isOpen(page, name), name).toBe(false);

    const people = panel(page, 'people');
    const salesperson = people.locator('[data-field="salesperson"] dd');
    expect(await salesperson.isVisible()).toBe(false);
    await people.locator('summary').click();
    await expect.poll(() => isOpen(page, 'people')).toBe(true);
    expect(await people.getAttribute('open')).not.toBeNull();
    await expect(salesperson.innerText()).resolves.toBe('陈嘉欣 Chan Ka Yan');
    expect(await salesperson.isVisible()).toBe(true);
    await people.locator('summary').click();
    await expect.poll(() => isOpen(page, 'people')).toBe(false);
    expect(await people.getAttribute('open')).toBeNull();
    expect(await salesperson.isVisible()).toBe(false);

    // Keyboard: the summary takes focus; Enter and Space toggle it.
    const other = panel(page, 'other');
    await other.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page, 'other')).toBe(true);
    expect(await other.locator('[data-field="ddaStatus"] dd').innerText()).toBe('Bound');
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(page, 'other')).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(page, 'other')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page, 'other')).toBe(false);

    // Money: currency code, thousands separators, two decimals.
    expect(await fieldText(page, 'sumInsured')).toBe('HKD 500,000.00');
    expect(await fieldText(page, 'annualPremium')).toBe('HKD 60,000.00');
    expect(await fieldText(page, 'levy')).toBe('HKD 60.00');
    expect(await fieldText(page, 'currency')).toBe('HKD');
    const amounts = await panel(page, 'amounts')
      .locator('.field-list__row')
      .evaluateAll((rows) =>
        rows
          .filter((r) =>
            ['sumInsured', 'annualPremium', 'levy', 'advisoryFee', 'investmentAmount'].includes(
              r.getAttribute('data-field') ?? '',
            ),
          )
          .map((r) => r.querySelector('dd')?.textContent ?? ''),
      );
    for (const amount of amounts) expect(amount === '—' || MONEY.test(amount), amount).toBe(true);

    // Cooling-off ends in 5 days (the expiry day included in the count as SPEC words it).
    const days = panel(page, 'dates').getByTestId('cooling-off-days');
    const left = 5 - daysSinceSeeding();
    await expect(days.getAttribute('data-days')).resolves.toBe(String(left));
    await expect(days.innerText()).resolves.toBe(`${left} days left in cooling-off`);

    // The status history, oldest first, each step with its note, times ascending.
    await panel(page, 'history').locator('summary').click();
    const steps = page.getByTestId('status-history').locator('li');
    await expect.poll(() => steps.count()).toBe(5);
    expect(await steps.locator('.status-history__change').allInnerTexts()).toEqual([
      'Created as Submitted',
      'Submitted → Under review',
      'Under review → Pending underwriting',
      'Pending underwriting → Pending payment',
      'Pending payment → In force',
    ]);
    expect(await steps.locator('.status-history__note').allInnerTexts()).toEqual([
      '已收到预约资料 Reservation received',
      '资料审核中 Documents under review',
      '已提交保险公司核保 Sent for underwriting',
      '核保通过，待缴费 Approved, awaiting payment',
      '保单已生效 Policy in force',
    ]);
    const times = await steps
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true);
    await page.context().close();
  });

  it('shows a list card counting down the cooling-off days of a business ending in 12', async () => {
    const page = await phonePage(suite.browser, 'zh-CN');
    await logInDemo(page);
    await page.locator('[data-testid="status-filter"] button[data-value="inForce"]').click();
    const card = cards(page).filter({ hasText: 'BODEMO0016' });
    const moved = daysSinceSeeding();
    await expect(card.getByTestId('cooling-off-days').innerText()).resolves.toBe(
      `冷静期还剩 ${12 - moved} 天`,
    );
    const five = cards(page).filter({ hasText: 'BODEMO0002' });
    await expect(five.getByTestId('cooling-off-days').getAttribute('data-days')).resolves.toBe(
      String(5 - moved),
    );
    // Ended cooling-off periods show nothing.
    expect(
      await cards(page).filter({ hasText: 'BODEMO0001' }).getByTestId('cooling-off-days').count(),
    ).toBe(0);
    await page.context().close();
  });

  it('shows approved PDF and PNG documents from blob: URLs; the URL alone answers 401', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await openDemoBusiness(page, 'BODEMO0002', 'inForce');
    const links = page.getByTestId('document-link');
    expect(await links.count()).toBe(2);

    // Anything the page's Content Security Policy blocks while the viewer shows the files.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const blocked = () =>
      page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.join('; '));

    await links.filter({ hasText: 'Policy schedule.pdf' }).click();
    const viewer = page.getByTestId('document-viewer');
    await viewer.waitFor();
    const object = viewer.locator('object');
    await expect(object.getAttribute('data')).resolves.toMatch(/^blob:/);
    await expect(object.getAttribute('type')).resolves.toBe('application/pdf');
    // The PDF must actually load in the <object>: a CSP with object-src 'none' blocks it and the
    // member sees only the fallback text (object-src and frame-src allow blob: for this reason).
    await page.waitForTimeout(300);
    expect.soft(await blocked(), 'CSP violations while showing the PDF').toBe('');
    await page.evaluate(() => {
      (window as unknown as { __csp: string[] }).__csp.length = 0;
    });
    await page.getByRole('button', { name: 'Close the document' }).click();
    await viewer.waitFor({ state: 'detached' });

    await links.filter({ hasText: 'Payment receipt.png' }).click();
    await viewer.waitFor();
    const img = viewer.locator('img');
    await expect(img.getAttribute('src')).resolves.toMatch(/^blob:/);
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await blocked(), 'CSP violations while showing the PNG').toBe('');
    // Escape closes the viewer too.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // The documents' own URLs: nothing without the member token, the file with it.
    const token = await page.evaluate(() => localStorage.getItem('member-token'));
    expect(token).toBeTruthy();
    const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
    const detail = await apiClient(suite.server.url)<{
      documents: { url: string; mime: string }[];
    }>('insuranceservice/GetSingleInsurance', { id }, token ?? '');
    expect(detail.code).toBe(200);
    expect(detail.data.documents).toHaveLength(2);
    for (const doc of detail.data.documents) {
      const url = new URL(doc.url, suite.server.url).href;
      const bare = await fetch(url);
      expect(bare.status, url).toBe(401);
      const fromPage = await page.evaluate(async (u) => (await fetch(u)).status, url);
      expect(fromPage).toBe(401);
      const withToken = await fetch(url, { headers: { authorization: token ?? '' } });
      expect(withToken.status).toBe(200);
      expect(withToken.headers.get('content-type')).toBe(doc.mime);
    }
    await page.context().close();
  });
});

/** A PDF of `size` bytes or so: a demo page and a comment of random hex (nothing a check refuses). */
function largePdf(size: number): Buffer {
  const page = samplePdf(['Annual statement']);
  const hex = randomBytes(Math.ceil((size - page.length) / 2)).toString('hex');
  return Buffer.concat([page, Buffer.from(`%${hex}\n`, 'latin1')]);
}

describe('a large document', () => {
  it('reaches the viewer byte for byte across the stored file’s 256 KiB chunks', async () => {
    // Five chunks: the server decrypts them in its worker threads (D104), not on its main thread.
    const content = largePdf(1_200_000);
    const name = `Annual statement ${Date.now()}.pdf`;
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await openDemoBusiness(page, 'BODEMO0016', 'inForce');
    const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
    const admin = adminClient(suite.server.url);
    expectOk(
      await admin('POST', `/admin/businesses/${id}/documents`, {
        name,
        contentBase64: content.toString('base64'),
      }),
      'attach the statement',
    );
    await page.reload();
    // The page's Content Security Policy lets nothing fetch a blob: URL back, so the file the
    // viewer is given is kept as it is handed over.
    await page.evaluate(() => {
      const kept: Blob[] = [];
      (window as unknown as { __kept: Blob[] }).__kept = kept;
      const make = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (file: Blob | MediaSource) => {
        if (file instanceof Blob) kept.push(file);
        return make(file);
      };
    });
    await page.getByTestId('document-link').filter({ hasText: name }).click();
    const object = page.getByTestId('document-viewer').locator('object');
    await expect(object.getAttribute('data')).resolves.toMatch(/^blob:/);
    // What the viewer shows, hashed in the page: the file as attached, every byte.
    const shown = await page.evaluate(async () => {
      const [file] = (window as unknown as { __kept: Blob[] }).__kept.slice(-1);
      const bytes = await (file as Blob).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      return { size: bytes.byteLength, sha256: hex };
    });
    expect(shown).toEqual({
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    await page.context().close();
  });
});

describe('payment records', () => {
  it('lists the payments of a business and shows one with the SPEC fields', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInDemo(page);
    await openDemoBusiness(page, 'BODEMO0002', 'inForce');
    await page.getByTestId('payment-records-link').click();
    await page.waitForURL(/pages\/business\/paymentRecords\?id=/);
    const records = page.getByTestId('payment-record');
    await expect.poll(() => records.count()).toBe(2);
    await page.getByTestId('business-list-end').waitFor();
    const first = records.first();
    await expect(first.locator('.business-card__title').innerText()).resolves.toBe(
      'Insurance levy',
    );
    await expect(first.locator('.business-card__money').innerText()).resolves.toBe('HKD 60.00');
    const second = records.nth(1);
    await expect(second.locator('.business-card__title').innerText()).resolves.toBe('Premium');
    await expect(second.locator('.business-card__money').innerText()).resolves.toBe(
      'HKD 60,000.00',
    );
    await expect(second.locator('.payment-status').innerText()).resolves.toBe('Paid');

    await second.click();
    await page.waitForURL(/pages\/business\/paymentRecordsDetail\?id=/);
    const detail = page.getByTestId('payment-record-detail');
    await detail.waitFor();
    const rows = await detail
      .locator('.field-list__row')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-field'), el.querySelector('dd')?.textContent ?? '']),
      );
    const fields = Object.fromEntries(rows) as Record<string, string>;
    expect(Object.keys(fields)).toEqual([
      'paymentDate',
      'feeType',
      'currency',
      'amount',
      'paymentNo',
      'status',
    ]);
    expect(fields.feeType).toBe('Premium');
    expect(fields.currency).toBe('HKD');
    expect(fields.amount).toBe('HKD 60,000.00');
    expect(fields.amount).toMatch(MONEY);
    expect(fields.paymentNo).toBe('PAY-0002-01');
    expect(fields.status).toBe('Paid');
    // 25 days ago, as an en-US date.
    expect(fields.paymentDate).toMatch(/\d{4}/);
    expect(fields.paymentDate).not.toBe('—');
    await page.context().close();
  });
});

describe('screenshots', () => {
  it('saves the business screens in both languages', async () => {
    const empty = await registerMember(suite.server, 'shots');
    for (const lang of ['zh-CN', 'en-US'] as const satisfies Lang[]) {
      const page = await phonePage(suite.browser, lang);
      await logInThroughForm(page, suite.server.url, empty.email, empty.password);
      await page.getByTestId('business-empty').waitFor();
      await screenshot(page, lang, 'business-empty');
      await page.context().close();

      const demo = await phonePage(suite.browser, lang);
      await logInDemo(demo);
      await expect.poll(() => cards(demo).count()).toBe(10);
      await screenshot(demo, lang, 'business-list');

      await openDemoBusiness(demo, 'BODEMO0002', 'inForce');
      await panel(demo, 'history').locator('summary').click();
      await demo.getByTestId('status-history').waitFor();
      expect(
        await demo
          .getByTestId('status-history')
          .locator('.status-history__change')
          .last()
          .innerText(),
      ).toContain(enumLabel('businessStatus', 'inForce', lang));
      await screenshot(demo, lang, 'business-detail');

      await demo.getByTestId('document-link').filter({ hasText: '.png' }).click();
      await expect
        .poll(() =>
          demo
            .getByTestId('document-viewer')
            .locator('img')
            .evaluate((el) => (el as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      await screenshot(demo, lang, 'document-viewer', { fullPage: false });
      await demo.keyboard.press('Escape');

      await demo.getByTestId('payment-records-link').click();
      await expect.poll(() => demo.getByTestId('payment-record').count()).toBe(2);
      await screenshot(demo, lang, 'payment-records');
      await demo.getByTestId('payment-record').first().click();
      await demo.getByTestId('payment-record-detail').waitFor();
      await screenshot(demo, lang, 'payment-record-detail');
      await demo.context().close();
    }
  });
});
