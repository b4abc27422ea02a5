import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The committed zh-HK texts are checked with the tool that wrote them (a dev-only script).
// eslint-disable-next-line architecture/boundaries
import { simplifiedLeft } from '../../../scripts/zh-hk-convert.mjs';
import { catalog } from './catalog.ts';
import { languages } from './codes.ts';
import { enums } from './enums.ts';
import { productSections, sectionNames } from './sections/products.ts';
import { sectionFields } from './sections/registry.ts';
import { validSections } from './testing/fixtures.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('catalog', () => {
  it('has every language for every key', () => {
    for (const [key, texts] of Object.entries(catalog)) {
      for (const lang of languages) expect(texts[lang], `${key} ${lang}`).toBeTruthy();
    }
  });

  it('writes zh-HK in traditional characters: none that OpenCC would still convert', () => {
    const left = Object.entries(catalog).flatMap(([key, texts]) =>
      simplifiedLeft(texts['zh-HK']).map((ch) => `${key}: ${ch}`),
    );
    expect(left).toEqual([]);
  });

  it('has the Hong Kong words, not the Mainland ones, in zh-HK', () => {
    expect(catalog['field.account']?.['zh-HK']).toBe('電郵');
    expect(catalog['field.mobile']?.['zh-HK']).toBe('流動電話號碼');
    expect(
      Object.values(catalog).filter((texts) => /登錄|賬户|視頻|默認/.test(texts['zh-HK'])),
    ).toEqual([]);
  });

  it('knows every validation key the source uses', () => {
    const used = new Set(
      sourceFiles(import.meta.dirname).flatMap(
        (file) => readFileSync(file, 'utf8').match(/'validation\.\w+'/g) ?? [],
      ),
    );
    for (const quoted of used) expect(catalog, quoted).toHaveProperty([quoted.slice(1, -1)]);
  });

  it('labels every field of every form and every section', () => {
    const today = '2025-06-15';
    for (const product of enums.productType) {
      for (const section of productSections[product]) {
        for (const meta of sectionFields(section, product, {
          today,
          sections: validSections(product, today),
        })) {
          expect(catalog, meta.labelKey).toHaveProperty([meta.labelKey]);
        }
      }
    }
    for (const section of sectionNames) expect(catalog).toHaveProperty([`section.${section}`]);
  });
});
