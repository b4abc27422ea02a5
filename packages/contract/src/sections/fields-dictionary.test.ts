import { describe, expect, it } from 'vitest';
import { dictionarySection, readDictionary } from '../testing/fields-dictionary.ts';
import { bankRows } from './bank-table.ts';
import { customerRows } from './customer-table.ts';
import { educationRows } from './education-table.ts';
import { itaRows } from './ita-table.ts';
import { fieldMeta } from './meta.ts';
import type { FieldRow } from './meta.ts';
import { personRows } from './person-table.ts';
import { uploadRows } from './upload-table.ts';

/**
 * The section tables hold to the shared data dictionary (FIELDS.md): its keys, in its order, with
 * the required-ness, kind, enumeration, length and range it states. FIELDS.md lets us add fields,
 * so a table may hold more; labels are only its starting wording, so they are not compared.
 */
const dictionary = readDictionary();

const tables: [heading: string, rows: readonly FieldRow<string>[]][] = [
  ['Person', personRows],
  ['Customer', customerRows],
  ['Education', educationRows],
  ['Bank', bankRows],
  ['ITA', itaRows],
  ['Uploads', uploadRows],
];

describe.each(tables)('FIELDS.md "%s"', (heading, rows) => {
  const documented = dictionarySection(dictionary, heading);
  const byKey = new Map(rows.map((row) => [row.key, row]));

  it('has every documented key, in the documented order', () => {
    const keys = documented.map((field) => field.key);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    expect(rows.map((row) => row.key).filter((key) => keys.includes(key))).toEqual(keys);
  });

  it.each(documented.map((field) => [field.key, field] as const))('%s', (key, field) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`${key} is not in the table`);
    const meta = fieldMeta(row);
    // Upload requirements depend on the product (requiredUploads has its own tests).
    if (heading === 'Uploads') expect(meta.kind).toBe('file');
    else expect(meta.required).toBe(field.required);
    if (field.kind)
      expect(field.kind === 'text' ? ['text', 'textarea'] : [field.kind]).toContain(meta.kind);
    if (field.enum) expect(meta.enum).toBe(field.enum);
    expect(Boolean(meta.multiple)).toBe(Boolean(field.list));
    if (field.maxLength) expect(meta.maxLength).toBe(field.maxLength);
    if (field.range) expect(row.range).toEqual(field.range);
    if (field.maxYearsAgo) expect(row.maxYearsAgo).toBe(field.maxYearsAgo);
    if (field.notFuture) expect(row.notFuture).toBe(true);
    expect(row.onlyFor).toEqual(field.onlyFor);
  });
});
