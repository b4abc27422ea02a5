// Draws the app's PNG icons from the SVG sources with Debian's Chromium (playwright-core, the
// browser tests' driver): public/favicon.svg is the mark, icons/mark-maskable.svg the same mark
// on a full-bleed square. The PNGs are committed, so a build needs no browser.
// Usage: node apps/web/scripts/icons.mjs   (CHROME_PATH overrides /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const publicDir = path.join(web, 'public');
const mark = path.join(publicDir, 'favicon.svg');
const maskable = path.join(web, 'icons', 'mark-maskable.svg');

const outputs = [
  { source: mark, size: 32, file: 'favicon-32.png' },
  { source: mark, size: 192, file: 'icons/icon-192.png' },
  { source: mark, size: 512, file: 'icons/icon-512.png' },
  { source: maskable, size: 512, file: 'icons/icon-maskable-512.png' },
  // iOS draws its own rounded corners and fills transparency with black: the full-bleed square.
  { source: maskable, size: 180, file: 'apple-touch-icon.png' },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { source, size, file } of outputs) {
    const svg = fs.readFileSync(source).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" alt="">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await page.screenshot({
      path: target,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
