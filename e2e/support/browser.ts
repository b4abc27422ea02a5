import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import {
  BROWSER_UI_FEATURES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disableFeatures,
} from '../../scripts/chromium.mjs';
import { repoRoot } from './server.ts';

export type Lang = 'zh-CN' | 'en-US';
/** Every language of the app: the route walks (a11y) visit zh-HK too, other files the two. */
export type AnyLang = Lang | 'zh-HK';

/** Whether a context's pages may register the service worker (blocked unless a test asks). */
type ServiceWorkers = BrowserContextOptions['serviceWorkers'];

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/**
 * The Chromium features the browser tests turn off: Chromium's own pages a phone never loads
 * (BROWSER_UI_FEATURES, about 0.7 s of CPU in every browser context, D58). Chromium keeps only
 * the last --disable-features switch it is given, and Playwright passes one of its own first, so
 * this list repeats Playwright's (1.65); browser-flags.e2e.ts fails if Playwright's names a
 * feature this one lacks.
 */
export const DISABLED_FEATURES = [
  // Playwright's own list.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  ...BROWSER_UI_FEATURES,
];

/** Debian's Chromium; no test tool downloads a browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright gives every launch a fresh temporary profile of its own.
    args: [...CHROMIUM_FLAGS, disableFeatures(DISABLED_FEATURES)],
    headless: true,
  });
}

/**
 * A phone: 360×740 CSS pixels, touch, in the given language. The service worker is blocked
 * unless asked for: registered on every page load, it precaches the whole app (some 120 files)
 * into each fresh context, about a sixth of the browser tests' time. offline.e2e.ts, which tests
 * the worker, allows it.
 */
export async function phoneContext(
  browser: Browser,
  locale: AnyLang = 'zh-CN',
  serviceWorkers: ServiceWorkers = 'block',
): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

/** A desktop browser window: 1280×800 CSS pixels, mouse and keyboard, in the given language (no service worker). */
export async function desktopContext(
  browser: Browser,
  locale: AnyLang = 'zh-CN',
): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    locale,
  });
}

/**
 * Waits until no toast (apps/web/src/lib/toast.ts) is on the page, or `timeoutMs` has passed: a
 * toast from the step before covers the header's title (never a control, D73: no need to wait
 * before a click), and a screenshot or axe would take it in.
 */
export async function toastGone(page: Page, timeoutMs = 4_000): Promise<void> {
  await page
    .locator('.toast')
    .first()
    .waitFor({ state: 'detached', timeout: timeoutMs })
    .catch(() => undefined);
}

const TOASTS_HIDDEN = '.toast { visibility: hidden !important; }';

/**
 * Saves e2e/screenshots/<lang>/<name>.png, the folder the README names: the whole page, or with
 * `{ fullPage: false }` the screen as the member sees it, for a full-screen overlay such as the
 * document viewer, which a full-page capture would show in the middle of the scrolled page behind.
 */
export async function screenshot(
  page: Page,
  lang: string,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = path.join(screenshotDir, lang);
  fs.mkdirSync(dir, { recursive: true });
  // A toast from the step before would cover the header's title: it is left out of the picture
  // (hidden while the screenshot is taken) instead of waited out, up to 2 s a screenshot.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, style: TOASTS_HIDDEN });
}

/** Sets the stored language before the app starts, as the language page would. */
export async function useLanguage(context: BrowserContext, lang: AnyLang): Promise<void> {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', value);
  }, lang);
}

/** A phone page in a language, with the stored language set before the app starts. */
export async function phonePage(
  browser: Browser,
  lang: AnyLang,
  serviceWorkers: ServiceWorkers = 'block',
): Promise<Page> {
  const context = await phoneContext(browser, lang, serviceWorkers);
  await useLanguage(context, lang);
  return context.newPage();
}
