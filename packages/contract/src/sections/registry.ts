import type * as z from 'zod';
import type { ProductType } from '../enums.ts';
import { bankSchema } from './bank.ts';
import { customerSchema } from './customer.ts';
import { educationSchema } from './education.ts';
import { formSectionFields } from './form-fields.ts';
import { itaSchema } from './ita.ts';
import type { FieldMeta } from './meta.ts';
import { personSchema } from './person.ts';
import type { SectionData, SectionName } from './products.ts';
import { requiredUploads, uploadFields, uploadSchema } from './upload.ts';
import type { SectionsData } from './upload.ts';

/** One entry point for "validate this section of this product", used by server and forms alike. */
export interface SectionContext {
  /** YYYY-MM-DD: the day the rules are judged on (server: the day of saving or submitting). */
  today: string;
  /** The reservation's other sections: the upload section's requirements depend on them. */
  sections?: SectionsData;
  /** getbanklist's codes, when the caller has them (the server does). */
  bankCodes?: readonly string[];
}

export type SectionSchema = z.ZodType<SectionData>;

/*
 * Building a zod object costs far more than parsing with it (zod compiles each object's parser on
 * first use), and a server builds the same few schemas all day: keep the recent ones.
 */
const MAX_CACHED = 200;
const cache = new Map<string, SectionSchema>();

export function sectionSchema(
  section: SectionName,
  productType: ProductType,
  context: SectionContext,
): SectionSchema {
  const { today, sections = {}, bankCodes } = context;
  const variant =
    section === 'upload'
      ? requiredUploads(productType, sections, today).join(',')
      : section === 'bank'
        ? (bankCodes?.join(',') ?? '*')
        : '';
  const key = `${section}|${productType}|${today}|${variant}`;
  let schema = cache.get(key);
  if (!schema) {
    if (cache.size >= MAX_CACHED) cache.clear();
    schema = buildSectionSchema(section, productType, context);
    cache.set(key, schema);
  }
  return schema;
}

function buildSectionSchema(
  section: SectionName,
  productType: ProductType,
  { today, sections = {}, bankCodes }: SectionContext,
): SectionSchema {
  switch (section) {
    case 'applicant':
      return personSchema({ role: 'applicant', today });
    case 'insured':
      return personSchema({ role: 'insured', today });
    case 'ita':
      return itaSchema({ today });
    case 'customer':
      return customerSchema({ productType, today });
    case 'education':
      return educationSchema();
    case 'bank':
      return bankSchema(bankCodes ? { bankCodes } : {});
    case 'upload':
      return uploadSchema({ required: requiredUploads(productType, sections, today) });
  }
}

/** The ordered form description of a section for a product (see meta.ts). */
export function sectionFields(
  section: SectionName,
  productType: ProductType,
  { today, sections = {} }: Pick<SectionContext, 'today' | 'sections'>,
): FieldMeta[] {
  return section === 'upload'
    ? uploadFields(productType, sections, today)
    : formSectionFields(section, productType);
}
