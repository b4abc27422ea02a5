import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { expectAxeClean } from './support/axe.ts';
import { phoneContext, screenshot, useLanguage } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import { PEER_PLACES, reverseName, startMapPeer } from './support/map-peer.ts';
import type { MapPeer } from './support/map-peer.ts';
import { logInThroughUi, memberToken } from './support/reservation-forms.ts';
import { startServer } from './support/server.ts';
import type { BuiltServer } from '../scripts/built-server.mjs';
import { serverAndBrowser } from './support/suite.ts';

/**
 * The location pickers with a real map (issue 14): the app server runs with MAP_TILE_URL and
 * GEOCODER_URL pointing at a local tile server and geocoder (support/map-peer.ts), in Chromium on
 * a phone. Tiles arrive through the CSP, a search moves the pin, so do a click, Enter on the
 * focused map and the device position, and the choice goes back to the reservation form.
 */

const TEXT = {
  search: { 'zh-CN': '搜索地点', 'en-US': 'Search for a place' },
  searchButton: { 'zh-CN': '搜索', 'en-US': 'Search' },
  useCurrent: { 'zh-CN': '使用当前位置', 'en-US': 'Use my current position' },
  denied: { 'zh-CN': '定位权限被拒绝', 'en-US': 'Permission to use your position was refused' },
  inMaps: { 'zh-CN': '在地图应用中打开', 'en-US': 'Open in the maps app' },
  map: { 'zh-CN': '地图', 'en-US': 'Map' },
} as const satisfies Record<string, Record<Lang, string>>;

const PIER = PEER_PLACES[0]!;
const HOME = { latitude: 22.3027, longitude: 114.1772 };

let peer: MapPeer;
let api: string;

afterAll(async () => {
  await peer?.close();
});

const suite = serverAndBrowser(async () => {
  peer = await startMapPeer();
  return { MAP_TILE_URL: peer.tileUrl, GEOCODER_URL: peer.geocoderUrl };
});

beforeAll(async () => {
  api = await memberToken(suite.server.url);
});

async function newLink(baseUrl: string, token: string): Promise<string> {
  const res = await apiClient(baseUrl)<{ token: string }>(
    'policyholder/CreateAppoint',
    { productType: 'trust' },
    token,
  );
  if (res.code !== 200) throw new Error(`CreateAppoint: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** Logged in, on a reservation form, then on /choose-location for its mailing address. */
async function openPicker(
  context: BrowserContext,
  target: BuiltServer,
  token: string,
): Promise<Page> {
  const page = await context.newPage();
  await logInThroughUi(page, target.url);
  const link = await newLink(target.url, token);
  await page.goto(
    `${target.url}/#/pages/appointment/houseTrustInvestment/customerInfo?token=${link}`,
  );
  await page.getByTestId('save-button').waitFor();
  await page.locator('[data-field="mailingAddress"] a.section-field__map').click();
  await page.waitForURL(/choose-location\?field=mailingAddress/);
  await page.locator('textarea[name="address"]').waitFor();
  return page;
}

async function mapReady(page: Page): Promise<Locator> {
  const map = page.getByTestId('location-map');
  await map.locator('img.leaflet-tile-loaded').first().waitFor();
  return map;
}

/** Where the pin's tip is on the page (its icon is 28×40 with the tip at the bottom middle). */
async function pinTip(map: Locator): Promise<Spot> {
  const box = await map.locator('.location-map__pin').boundingBox();
  if (!box) throw new Error('no pin on the map');
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

async function mapCentre(map: Locator): Promise<Spot> {
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

type Spot = { x: number; y: number };
const near = (a: Spot, b: Spot) => Math.abs(a.x - b.x) <= 2 && Math.abs(a.y - b.y) <= 2;

function expectNear(a: Spot, b: Spot) {
  expect(near(a, b), `${JSON.stringify(a)} near ${JSON.stringify(b)}`).toBe(true);
}

/**
 * The pin moves after the position text (an effect after the render), and the view moves to the
 * pin with an animation: wait for it, longer than expect.poll's 1 s default, which a loaded
 * machine running the whole suite has overrun (the pin was read where it had been before).
 */
const PIN_SETTLES_MS = 5000;

async function expectPinAt(map: Locator, spot: () => Promise<Spot>) {
  await expect
    .poll(async () => near(await pinTip(map), await spot()), { timeout: PIN_SETTLES_MS })
    .toBe(true);
}

const expectPinInMiddle = (map: Locator) => expectPinAt(map, () => mapCentre(map));

const position = (page: Page) => page.getByTestId('current-position').innerText();

async function phone(lang: Lang): Promise<BrowserContext> {
  const context = await phoneContext(suite.browser, lang);
  await useLanguage(context, lang);
  return context;
}

describe('/choose-location with a map and a geocoder', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'shows tiles, moves the pin by search, click, keyboard and device position (%s)',
    async (lang) => {
      const context = await phone(lang);
      await context.grantPermissions(['geolocation'], { origin: suite.server.url });
      await context.setGeolocation(HOME);
      const page = await openPicker(context, suite.server, api);
      const map = await mapReady(page);
      expect(peer.requests.some((path) => /^\/tiles\/12\/\d+\/\d+\.png$/.test(path))).toBe(true);
      await expect(map.getAttribute('aria-label')).resolves.toBe(TEXT.map[lang]);
      await expect(map.innerText()).resolves.toContain('© OpenStreetMap contributors');
      await expectAxeClean(page, `choose-location with a map (${lang})`);
      await screenshot(page, lang, 'choose-location-map');

      // Search: the results are a list of buttons; picking one fills the address, moves the pin.
      // By keyboard: Enter in the box searches, Tab passes the Search button to the first result.
      await page.getByRole('searchbox', { name: TEXT.search[lang] }).fill('pier');
      await page.keyboard.press('Enter');
      const result = page.getByRole('button', { name: PIER.display_name });
      await result.waitFor();
      await page.keyboard.press('Tab');
      await expect(
        page
          .getByRole('button', { name: TEXT.searchButton[lang], exact: true })
          .evaluate((button) => button === document.activeElement),
      ).resolves.toBe(true);
      await page.keyboard.press('Tab');
      await expect(result.evaluate((button) => button === document.activeElement)).resolves.toBe(
        true,
      );
      await page.keyboard.press('Enter');
      await expect(result.getAttribute('aria-current')).resolves.toBe('true');
      expect(peer.requests.some((path) => path.startsWith('/geo/search?q=pier'))).toBe(true);
      await expect.poll(() => page.inputValue('textarea[name="address"]')).toBe(PIER.display_name);
      await expect(position(page)).resolves.toContain('22.287000, 114.161000');
      await expectPinInMiddle(map);
      await expectAxeClean(page, `choose-location search results (${lang})`);
      await screenshot(page, lang, 'choose-location-search');

      // A click puts the pin where it lands; the address becomes the geocoder's name for it.
      const centre = await mapCentre(map);
      const clicked = { x: centre.x + 60, y: centre.y - 40 };
      await page.mouse.click(clicked.x, clicked.y);
      await expect.poll(() => position(page)).not.toContain('22.287000, 114.161000');
      await expectPinAt(map, async () => clicked);
      await expect
        .poll(() => page.inputValue('textarea[name="address"]'))
        .toMatch(/^Queensway near 22\.\d+,114\.\d+$/);

      // Keyboard: arrows pan the map, Enter puts the pin in its middle.
      await map.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expectPinInMiddle(map);

      // The device position moves the pin there, and its address comes back to the form.
      await page.getByRole('button', { name: TEXT.useCurrent[lang] }).click();
      await expect.poll(() => position(page)).toContain('22.302700, 114.177200');
      await expectPinInMiddle(map);
      const home = reverseName('22.302700', '114.177200');
      await expect.poll(() => page.inputValue('textarea[name="address"]')).toBe(home);
      await page.getByTestId('location-confirm').click();
      await page.waitForURL(/customerInfo\?token=/);
      await expect.poll(() => page.inputValue('textarea[name="mailingAddress"]')).toBe(home);
      await context.close();
    },
  );

  it('keeps what the user typed when the pin moves, and explains a refused position', async () => {
    const context = await phone('en-US');
    const page = await openPicker(context, suite.server, api);
    const map = await mapReady(page);
    await page.fill('textarea[name="address"]', 'Flat 3A, 8 My Street');
    const centre = await mapCentre(map);
    await page.mouse.click(centre.x - 50, centre.y + 30);
    await expect.poll(() => position(page)).toContain('Chosen point');
    await expect(page.inputValue('textarea[name="address"]')).resolves.toBe('Flat 3A, 8 My Street');
    // No permission was granted in this context: Chromium refuses it.
    await page.getByRole('button', { name: TEXT.useCurrent['en-US'] }).click();
    await page.getByText(TEXT.denied['en-US']).waitFor();
    await context.close();
  });
});

describe('/open-location with a map', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'shows the saved place on a read-only map (%s)',
    async (lang) => {
      const context = await phone(lang);
      const page = await context.newPage();
      await logInThroughUi(page, suite.server.url);
      await page.goto(
        `${suite.server.url}/#/open-location?address=${encodeURIComponent(PIER.display_name)}&lat=22.287&lng=114.161`,
      );
      const map = await mapReady(page);
      expectNear(await pinTip(map), await mapCentre(map));
      const link = page.getByRole('link', { name: TEXT.inMaps[lang] });
      await expect(link.getAttribute('href')).resolves.toMatch(/^geo:22\.287000,114\.161000\?q=/);
      const before = await pinTip(map);
      await page.mouse.click(before.x + 50, before.y + 50);
      await expectAxeClean(page, `open-location with a map (${lang})`);
      // Read-only: the click moved nothing (axe ran meanwhile, so a re-render had its time).
      expectNear(await pinTip(map), before);
      await screenshot(page, lang, 'open-location-map');
      await context.close();
    },
  );
});

describe('/choose-location without MAP_TILE_URL and GEOCODER_URL', () => {
  it('is the typed address as before: no map, no search, nothing sent to a third party', async () => {
    const plain = await startServer();
    try {
      const context = await phone('en-US');
      const token = await memberToken(plain.url);
      const seen = peer.requests.length;
      const page = await openPicker(context, plain, token);
      await expect(page.getByTestId('location-map').count()).resolves.toBe(0);
      await expect(page.getByRole('searchbox').count()).resolves.toBe(0);
      const csp = (await page.request.get(`${plain.url}/`)).headers()['content-security-policy'];
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("connect-src 'self';");
      await page.fill('textarea[name="address"]', '1 Queen’s Road Central');
      await page.getByTestId('location-confirm').click();
      await page.waitForURL(/customerInfo\?token=/);
      await expect
        .poll(() => page.inputValue('textarea[name="mailingAddress"]'))
        .toBe('1 Queen’s Road Central');
      expect(peer.requests.length).toBe(seen);
      await context.close();
    } finally {
      await plain.close();
    }
  });
});
