import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog.ts';
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
  it('has both languages for every key', () => {
    for (const [key, texts] of Object.entries(catalog)) {
      expect(texts['zh-CN'], key).toBeTruthy();
      expect(texts['en-US'], key).toBeTruthy();
    }
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
