// Debian's Chromium as every tool of the project starts it: the browser tests, the bench and the
// icon script. No tool downloads a browser of its own. The network flags keep it from reaching
// for Google's services, which this machine's closed network refuses, many at a time.

/** The browser's path: CHROME_PATH, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's own pages a phone never loads: the address bar's suggestion popup, two WebUI pages
 * in every new window (every browser context), headless too, about 0.7 s of CPU each time here
 * (D58). Chromium reads only the last --disable-features switch: a launcher that passes its own
 * (Playwright) needs them in one list with its own; Puppeteer merges the switches itself.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The one --disable-features switch for `names` (Chromium reads only the last such switch). */
export const disableFeatures = (names) => `--disable-features=${names.join(',')}`;
