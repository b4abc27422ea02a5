import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFieldLabels } from '../account-labels.ts';
import { runtimePackages } from '../testing/import-graph.ts';
import { fieldLabels, fieldRows, sectionLabels } from './labels.ts';
import { sectionNames } from './products.ts';

describe('labels', () => {
  it('give a field two tables share one wording', () => {
    // 'field.email' is the account forms' too: account-labels.ts owns it, with the same words.
    const labels = { ...fieldLabels, ...accountFieldLabels };
    for (const row of fieldRows) {
      expect(labels[`field.${row.key}`], row.key).toEqual({
        'zh-CN': row.zh,
        'zh-HK': row.hk,
        'en-US': row.en,
      });
    }
    const owned = fieldRows.filter((row) => !(`field.${row.key}` in accountFieldLabels));
    expect(Object.keys(fieldLabels)).toHaveLength(new Set(owned.map((row) => row.key)).size);
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
