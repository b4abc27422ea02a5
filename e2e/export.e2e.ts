import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, expectOk, registerMember } from './support/back-office.ts';
import type { Lang } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import { DEMO_ADMIN, gotoConsole, logInToConsole, pageOn, search } from './support/console.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 37 point 5 in Chromium at 1280 px, in both languages: filter the businesses list, export
 * it as CSV and as Excel, and read both files back: the header in the page's language, the
 * filtered rows only, the remarks, and a formula start written as text.
 */
const suite = serverAndBrowser();

const texts = {
  'zh-CN': { csv: '导出 CSV', xlsx: '导出 Excel', orderNo: '订单号', remarks: '备注' },
  'en-US': { csv: 'Export CSV', xlsx: 'Export Excel', orderNo: 'Order no.', remarks: 'Remarks' },
} satisfies Record<Lang, Record<string, string>>;

/** Clicks an export button and answers the saved file's bytes and suggested name. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  // The test's values hold no comma, quote or line break: a plain split reads them.
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its Buffer as the older, non-generic Node Buffer; the bytes are one.
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('exporting a filtered list', () => {
  for (const lang of ['zh-CN', 'en-US'] as const satisfies Lang[]) {
    it(`exports what the businesses list's filter shows as CSV and Excel (${lang})`, async () => {
      const admin = adminClient(suite.server.url);
      const member = await registerMember(suite.server, `export-${lang}`);
      const tag = `EXP${lang.replace('-', '')}${Date.now()}`;
      for (const suffix of ['A', 'B']) {
        const business = expectOk(
          await admin<{ id: string }>('POST', '/admin/businesses', {
            ownerEmail: member.email,
            productType: 'insurance',
            orderNo: `${tag}-${suffix}`,
          }),
          'create business',
        );
        expectOk(
          await admin('PATCH', `/admin/businesses/${business.id}`, { remarks: `=1+${suffix}` }),
          'remarks',
        );
      }
      const page = await pageOn(suite.browser, lang, 'desktop');
      try {
        await logInToConsole(page, suite.server.url, DEMO_ADMIN);
        await gotoConsole(page, suite.server.url, '/businesses');
        // The list first (the demo's businesses), so the box typed into is the one that stays.
        await page.getByTestId('business-list').waitFor();
        await search(page, `${tag}-A`);
        await page.getByTestId('business-list').getByText(`${tag}-A`).waitFor();
        await expectAxeClean(page, `businesses ${lang} with the export control`);

        const csv = await download(page, texts[lang].csv);
        expect(csv.name).toMatch(/^businesses-\d{4}-\d\d-\d\d\.csv$/);
        const rows = csvRows(csv.bytes);
        expect(rows[0]?.[0]).toBe(texts[lang].orderNo);
        expect(rows[0]?.at(-1)).toBe(texts[lang].remarks);
        expect(rows.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([[`${tag}-A`, "'=1+A"]]);

        const xlsx = await download(page, texts[lang].xlsx);
        expect(xlsx.name).toMatch(/^businesses-\d{4}-\d\d-\d\d\.xlsx$/);
        expect(await xlsxRows(xlsx.bytes)).toEqual(rows);
      } finally {
        await page.context().close();
      }
    });
  }
});
