import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { validSection } from '@app/contract/testing/fixtures';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import {
  TEXT,
  checkReservation,
  draftOf,
  fillSection,
  filled,
  logInThroughUi,
  memberToken,
  screenshotFromTop,
} from './support/reservation-forms.ts';
import { repoRoot } from './support/server.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The installable app (issue 14): manifest and icons, the service worker that opens the app
 * offline, the offline banner, a section saved offline that goes out once back online, and a new
 * deployment taken at the next navigation. The server serves a copy of the build, so the update
 * test can change it.
 */

const OFFLINE = { 'zh-CN': '网络已断开', 'en-US': 'You are offline' } as const;
const NAME = { 'zh-CN': '保险预约', 'en-US': 'Insurance Reservations' } as const;
const WAITING = {
  'zh-CN': '网络恢复后将自动保存',
  'en-US': 'will be saved when you are back online',
} as const;
const SAVED_LATER = { 'zh-CN': '已保存', 'en-US': 'Back online: saved.' } as const;

let webDist: string;

afterAll(async () => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

const suite = serverAndBrowser(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-web-'));
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  return { WEB_DIST: webDist };
});
/** Waits until the service worker has installed (precache done) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

const banner = (page: Page) => page.locator('.offline-banner__text');

describe('installable app', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'links the manifest of the language, with icons that load (%s)',
    async (lang: Lang) => {
      const page = await phonePage(suite.browser, lang, 'allow');
      await page.goto(`${suite.server.url}/`);
      await page.locator('input[name="account"]').waitFor();
      // Linked once the first screen shows its content (main.tsx).
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifest.${lang}.webmanifest`);

      // Chromium's own reading of the manifest: no parse errors, nothing that stops installing.
      const cdp = await page.context().newCDPSession(page);
      const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
        data?: string;
      };
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: NAME[lang],
        lang,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0958d9',
      });
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      // PNG only: Chrome fetches the best manifest icon in the page's renderer, and an SVG one
      // ('sizes: any') is decoded as a document on its main thread as the page starts (D44).
      expect(manifest.icons.map((i) => i.type)).toEqual(manifest.icons.map(() => 'image/png'));
      await controlled(page);
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's contexts are incognito profiles, where Chromium installs nothing.
      const blocking = installability.installabilityErrors.filter(
        (e) => e.errorId !== 'in-incognito',
      );
      expect(blocking).toEqual([]);

      const res = await fetch(`${suite.server.url}${href}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const linked = await page
        .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
        .evaluateAll((links) =>
          links.map((l) => ({ src: l.getAttribute('href') ?? '', type: l.getAttribute('type') })),
        );
      const icons = [
        ...manifest.icons,
        ...linked.map((l) => ({ ...l, type: l.type ?? 'image/png' })),
      ];
      // PNG icons only: an SVG page icon is decoded on the page's main thread (D44).
      expect(linked.map((l) => l.src)).toEqual(['/favicon-32.png', '/apple-touch-icon.png']);
      for (const icon of icons) {
        const answer = await fetch(new URL(icon.src, suite.server.url));
        expect(answer.status, icon.src).toBe(200);
        expect(answer.headers.get('content-type'), icon.src).toBe(icon.type);
      }
      await page.context().close();
    },
  );

  it('links the manifest and registers the worker only after the first content (en-US)', async () => {
    const page = await phonePage(suite.browser, 'en-US', 'allow');
    // Notes whether the manifest link was there when the screen made its content mark, and
    // whether that mark was made when the worker registered: the browser answers a manifest link
    // by fetching and decoding its icon, and the worker's install fetches the whole build; neither
    // may compete with the first screen.
    await page.addInitScript(() => {
      const seen: Record<string, boolean> = {};
      Object.assign(window, { seen });
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('content').length === 0) return;
        seen.manifestAtContent = document.querySelector('link[rel="manifest"]') !== null;
      }).observe({ type: 'mark' });
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        seen.contentAtRegistration = performance.getEntriesByName('content', 'mark').length > 0;
        return register.apply(this, args);
      };
    });
    await page.goto(`${suite.server.url}/`);
    await page.locator('input[name="account"]').waitFor();
    await controlled(page);
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    await expect(page.evaluate(() => Reflect.get(window, 'seen'))).resolves.toEqual({
      manifestAtContent: false,
      contentAtRegistration: true,
    });
    await page.context().close();
  });

  it('links the manifest and registers the worker on a screen that makes no content mark', async () => {
    // A member who opens a registration link lands on a screen that never marks its content:
    // the app still becomes installable and offline-ready, after lib/first-content.ts's fallback.
    const page = await phonePage(suite.browser, 'en-US', 'allow');
    await page.goto(`${suite.server.url}/#/pages/login/register/register`);
    await page.locator('input[name="email"]').waitFor();
    await controlled(page);
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    await expect(
      page.evaluate(() => performance.getEntriesByName('content', 'mark').length),
    ).resolves.toBe(0);
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe(
      '/manifest.en-US.webmanifest',
    );
    await page.context().close();
  });

  it('opens offline from the service worker, with the banner (zh-CN)', async () => {
    const lang = 'zh-CN';
    const page = await phonePage(suite.browser, lang, 'allow');
    await page.goto(`${suite.server.url}/`);
    await page.locator('input[name="account"]').waitFor();
    await controlled(page);
    await expect(banner(page).count()).resolves.toBe(0);

    // Offline for the browser, and the server gone too: only the worker's cache can answer.
    await page.context().setOffline(true);
    await suite.server.stop();
    try {
      await page.reload();
      await page.locator('input[name="account"]').waitFor();
      // Chromium 150's offline emulation does not reach a reloaded document's navigator.onLine
      // (later versions', and a phone's own offline state, do): the browser is told once more,
      // which the page hears as its offline event.
      await page.context().setOffline(false);
      await page.context().setOffline(true);
      await expect(banner(page).textContent()).resolves.toBe(OFFLINE[lang]);
      await expect(
        page.getByRole('status').filter({ hasText: OFFLINE[lang] }).count(),
      ).resolves.toBe(1);
      await expectAxeClean(page, 'login offline');
      await screenshot(page, lang, 'offline-login');
    } finally {
      await page.context().setOffline(false);
      await suite.server.restart();
    }
    await page.context().close();
  });
});

describe('offline calls', () => {
  it('a section saved offline keeps its draft and goes out once back online (en-US)', async () => {
    const lang = 'en-US';
    const page = await phonePage(suite.browser, lang, 'allow');
    await logInThroughUi(page, suite.server.url);
    await controlled(page);
    const api = await memberToken(suite.server.url);
    const created = await apiClient(suite.server.url)<{ token: string }>(
      'policyholder/CreateAppoint',
      { productType: 'investment' },
      api,
    );
    const link = created.data.token;
    await page.goto(
      `${suite.server.url}/#/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`,
    );
    await page.getByTestId('save-button').waitFor();
    const customer = validSection('customer', 'investment', isoDateToday());
    await fillSection(page, customer);

    await page.context().setOffline(true);
    await expect(banner(page).textContent()).resolves.toBe(OFFLINE[lang]);
    await page.getByTestId('save-button').click();
    // As before: SPEC's network message, the form and its draft kept.
    await page.getByText(TEXT.network[lang]).first().waitFor();
    await page.getByTestId('save-state').filter({ hasText: WAITING[lang] }).waitFor();
    expect(page.url()).toContain('customerInfo');
    expect(JSON.parse((await draftOf(page, link, 'customer')) ?? '{}')).toMatchObject(
      filled(customer),
    );
    await expectAxeClean(page, 'offline banner and waiting save');
    await screenshotFromTop(page, lang, 'offline-section-waiting');

    await page.context().setOffline(false);
    await page.getByTestId('save-state').filter({ hasText: SAVED_LATER[lang] }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect.poll(() => draftOf(page, link, 'customer')).toBeNull();
    const stored = await checkReservation(suite.server.url, api, link);
    expect(stored.data.sections.customer?.completed).toBe(true);
    expect(stored.data.sections.customer?.data).toMatchObject(filled(customer));
    await page.context().close();
  });

  it('shows the banner on a logged-in screen (zh-CN)', async () => {
    const lang = 'zh-CN';
    const page = await phonePage(suite.browser, lang, 'allow');
    await logInThroughUi(page, suite.server.url);
    await page.context().setOffline(true);
    await expect(banner(page).textContent()).resolves.toBe(OFFLINE[lang]);
    await expectAxeClean(page, 'business list offline');
    await screenshot(page, lang, 'offline-business-list');
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('a new deployment', () => {
  it('is taken at the next navigation, not in the middle of a form', async () => {
    const page = await phonePage(suite.browser, 'en-US', 'allow');
    await page.goto(`${suite.server.url}/`);
    await page.locator('input[name="account"]').waitFor();
    await controlled(page);
    await page.fill('input[name="account"]', 'typed@example.com');
    await page.evaluate(() => Object.assign(window, { firstLoad: true }));

    // "Deploy" a build whose worker no longer holds this page's entry script and whose
    // index.html is new; the server reads index.html at start.
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('no entry script in index.html');
    const newEntry = entry.replace(/\.js$/, '-next.js');
    fs.copyFileSync(path.join(webDist, entry), path.join(webDist, newEntry));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      html.replace('<title>', '<meta name="deployment" content="next" />\n    <title>'),
    );
    const sw = fs.readFileSync(path.join(webDist, 'sw.js'), 'utf8');
    const next = sw
      .replace(`"url":"${entry}"`, `"url":"${newEntry}"`)
      .replace(/("revision":")[^"]+(","url":"index\.html")/, '$1next$2');
    expect(next).not.toBe(sw);
    fs.writeFileSync(path.join(webDist, 'sw.js'), next);
    for (const ext of ['.br', '.gz']) fs.rmSync(path.join(webDist, `sw.js${ext}`), { force: true });
    await suite.server.stop();
    await suite.server.restart();

    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
      await registration?.update();
      await changed;
    });
    // The new worker is in charge and says the page's entry script is not of its build; the
    // page (which asked the same before this question) stays as it is while the member types.
    const holdsOldEntry = await page.evaluate(
      (url) =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ precached: url }, [channel.port2]);
        }),
      `${suite.server.url}/${entry}`,
    );
    expect(holdsOldEntry).toBe(false);
    await expect(page.evaluate(() => 'firstLoad' in window)).resolves.toBe(true);
    await expect(page.inputValue('input[name="account"]')).resolves.toBe('typed@example.com');

    // At the next navigation the page reloads into the new build, at the screen asked for.
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForFunction(() => !('firstLoad' in window));
    await page.locator('meta[name="deployment"]').waitFor({ state: 'attached' });
    expect(page.url()).toContain('register');
    await page.locator('input[name="email"]').waitFor();
    await page.context().close();
  });
});
