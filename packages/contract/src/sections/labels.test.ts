import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimePackages } from '../testing/import-graph.ts';
import { bankRows } from './bank-table.ts';
import { customerRows } from './customer-table.ts';
import { educationRows } from './education-table.ts';
import { itaRows } from './ita-table.ts';
import { fieldLabels, sectionLabels } from './labels.ts';
import { personRows } from './person-table.ts';
import { sectionNames } from './products.ts';
import { uploadRows } from './upload-table.ts';

const rows = [
  ...personRows,
  ...customerRows,
  ...educationRows,
  ...bankRows,
  ...itaRows,
  ...uploadRows,
];

describe('labels', () => {
  it('give a field two tables share one wording', () => {
    for (const row of rows) {
      expect(fieldLabels[`field.${row.key}`], row.key).toEqual({
        'zh-CN': row.zh,
        'en-US': row.en,
      });
    }
    expect(Object.keys(fieldLabels)).toHaveLength(new Set(rows.map((row) => row.key)).size);
  });

  it('name every section', () => {
    expect(Object.keys(sectionLabels)).toEqual(sectionNames.map((name) => `section.${name}`));
  });

  it.each(['labels.ts', 'meta.ts', 'products.ts'])(
    '%s loads no zod: the web bundles it with its screens',
    (file) => {
      expect([...runtimePackages(path.join(import.meta.dirname, file))]).toEqual([]);
    },
  );
});
