import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { persons, renderDocument, SCANNED_FIELDS } from '../bench/id-documents.mjs';
import type { DocumentKind } from '../bench/id-documents.mjs';
import { expectAxeClean } from './support/axe.ts';
import { phonePage, screenshot } from './support/browser.ts';
import {
  createThroughUi,
  logInThroughUi,
  openSection,
  readSection,
} from './support/reservation-forms.ts';
import { repoRoot } from './support/server.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * "Scan ID" (issue 39) on the policyholder section, in Chromium on a 360x740 phone against the
 * built server: a generated Hong Kong identity card, mainland resident identity card and passport
 * data page (bench/id-documents.mjs), each picked through the hidden input DESIGN.md names, fill
 * the section's identity fields, each marked data-scanned="true" with "please check" until
 * confirmed or edited. One page and one OCR worker for the three scans; the page passes axe.
 */

const suite = serverAndBrowser();

const TEXTS = {
  check: 'Read from your document: please check',
  filled: /fields filled from your document/,
} as const;

// Every field a scan fills is on the policyholder section, a passport's expiry (idExpiry) too.
const SECTION_KEYS: readonly string[] = SCANNED_FIELDS;

describe('Scan ID on the policyholder section', () => {
  it('fills and marks the fields from a Hong Kong ID, a mainland ID and a passport', async () => {
    const page = await phonePage(suite.browser, 'en-US');
    await logInThroughUi(page, suite.server.url);
    await createThroughUi(page, suite.server.url, 'insurance');
    await page.getByTestId('fill-now').click();
    await page.waitForURL(/pages\/appointment\/appointment\?token=/);
    await openSection(page, 'applicant');
    const input = page.locator('input[type=file][name=scanIdDocument]');
    await input.waitFor({ state: 'attached' });
    await expect(input.getAttribute('accept')).resolves.toBe('image/*');

    for (const kind of ['hkid', 'mainland', 'passport'] as DocumentKind[]) {
      const [doc] = persons(kind, 1);
      if (!doc) throw new Error('no document');
      const image = await renderDocument(page, doc);
      await input.setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: image });
      const expected = Object.fromEntries(
        Object.entries(doc.expected).filter(([key]) => SECTION_KEYS.includes(key)),
      );
      // The first scan loads the engine and its language data from this origin.
      await page
        .locator(`[name="idNumber"][data-scanned="true"]`)
        .and(page.locator(`[value="${expected.idNumber}"]`))
        .waitFor({ timeout: 60_000 });
      await expect(page.getByTestId('id-scan-status').textContent()).resolves.toMatch(TEXTS.filled);
      await expect(readSection(page, Object.keys(expected))).resolves.toEqual(expected);
      const marked = await page
        .locator('[data-scanned="true"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('name')));
      expect(marked.sort()).toEqual(Object.keys(expected).sort());
      await expect(page.getByText(TEXTS.check).count()).resolves.toBe(marked.length);
      await expectAxeClean(page, `${kind} scanned`);
      await screenshot(page, 'en-US', `id-scan-${kind}`);
    }

    // Confirming a value or editing it takes its mark away; the others keep theirs.
    await page.getByRole('button', { name: 'ID number is correct' }).click();
    await expect(
      page.locator('[name="idNumber"]').getAttribute('data-scanned'),
    ).resolves.toBeNull();
    await page.locator('[name="nameEn"]').fill('ZHANG WEI JR');
    await expect(page.locator('[name="nameEn"]').getAttribute('data-scanned')).resolves.toBeNull();
    await expect(page.locator('[name="gender"]').getAttribute('data-scanned')).resolves.toBe(
      'true',
    );
  });
});

/** The built scan module's URL (from the Vite manifest), as bench/id-scan.mjs reads it. */
function scanModuleUrl(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest['src/features/id-scan/engine/scan.ts'];
  if (!entry) throw new Error('no scan module in the build');
  return `/${entry.file}`;
}

/**
 * Scans `image` with the built scan module in the page; the ID number read, or null. A string for
 * the debugging protocol to evaluate: Vitest would rewrite an `import()` inside a function.
 */
async function scanInPage(page: Page, image: Buffer): Promise<string | null> {
  await page.evaluate((b64) => {
    (window as unknown as { scanImage: string }).scanImage = b64;
  }, image.toString('base64'));
  return page.evaluate(`(async () => {
    const bytes = Uint8Array.from(atob(window.scanImage), (c) => c.charCodeAt(0));
    const { scanDocument } = await import(${JSON.stringify(scanModuleUrl())});
    const reading = await scanDocument(new Blob([bytes], { type: 'image/png' }), () => {});
    return reading?.idNumber ?? null;
  })()`);
}

/** The URLs under /ocr/ in the page's caches. */
function cachedOcrFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls.filter((url) => url.includes(' /ocr/'));
  });
}

describe('the scan offline', () => {
  it('is not precached, is cached by its first use, and then reads without a network', async () => {
    const page = await phonePage(suite.browser, 'en-US', 'allow');
    await page.goto(`${suite.server.url}/`);
    await page.locator('input[name="account"]').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
    // The first load's precache holds nothing of the engine.
    await expect(cachedOcrFiles(page)).resolves.toEqual([]);
    const [doc] = persons('hkid', 1, 5);
    if (!doc) throw new Error('no document');
    const image = await renderDocument(page, doc);
    await expect(scanInPage(page, image)).resolves.toBe(doc.expected.idNumber);
    const cached = await cachedOcrFiles(page);
    expect(cached.every((entry) => entry.startsWith('ocr '))).toBe(true);
    expect(cached.length).toBeGreaterThanOrEqual(5);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.locator('input[name="account"]').waitFor();
      // A new page: a new worker, its engine and language data from the worker's cache alone.
      await expect(scanInPage(page, image)).resolves.toBe(doc.expected.idNumber);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
