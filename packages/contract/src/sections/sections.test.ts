import { describe, expect, it } from 'vitest';
import { enums } from '../enums.ts';
import type { ProductType } from '../enums.ts';
import { fieldMessages } from '../issues.ts';
import { validSection, validSections, without } from '../testing/fixtures.ts';
import { productSections } from './products.ts';
import type { SectionName } from './products.ts';
import { requiredKeyOf } from './field-schema.ts';
import { sectionFields, sectionSchema } from './registry.ts';

const today = '2025-06-15';

/** Parses one section of a product and answers {field: message key} (empty when valid). */
function errors(
  section: SectionName,
  product: ProductType,
  data: Record<string, unknown>,
  day = today,
) {
  const sections = validSections(product, day);
  const result = sectionSchema(section, product, { today: day, sections }).safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error.issues)).map(([field, message]) => [
      field,
      message.key,
    ]),
  );
}

const pairs = enums.productType.flatMap((product) =>
  productSections[product].map((section) => ({ product, section })),
);

describe.each(pairs)('$product / $section', ({ product, section }) => {
  const fields = sectionFields(section, product, {
    today,
    sections: validSections(product, today),
  });

  it('accepts the complete fixture, on any day', () => {
    for (const day of [today, '2024-02-29', '2030-01-01']) {
      expect(errors(section, product, validSection(section, product, day), day)).toEqual({});
    }
  });

  it('describes exactly the fields the schema knows, each with a label key', () => {
    const fixtureKeys = Object.keys(validSection(section, product, today));
    for (const key of fixtureKeys) expect(fields.map((f) => f.key)).toContain(key);
    for (const meta of fields) expect(meta.labelKey).toBe(`field.${meta.key}`);
  });

  const required = fields.filter((f) => f.required === true);
  it.each(required.map((f) => [f.key, f.kind] as const))('refuses a missing %s', (key, kind) => {
    const expected = requiredKeyOf(kind);
    const data = validSection(section, product, today);
    expect(errors(section, product, without(data, key))).toEqual({ [key]: expected });
    expect(errors(section, product, { ...data, [key]: '  ' })).toEqual({ [key]: expected });
  });

  const optionalKeys = fields.filter((f) => f.required === false).map((f) => f.key);
  it.runIf(optionalKeys.length > 0).each(optionalKeys)('accepts a blank optional %s', (key) => {
    const data = validSection(section, product, today);
    expect(errors(section, product, without(data, key))).toEqual({});
    expect(errors(section, product, { ...data, [key]: '' })).toEqual({});
  });
});
