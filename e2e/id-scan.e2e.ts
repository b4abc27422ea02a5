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

// The section has no field for a passport's expiry.
const SECTION_KEYS = SCANNED_FIELDS.filter((key) => key !== 'idExpiry');

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
