import type { ProductType } from '../enums.ts';
import { fieldMessages } from '../issues.ts';
import type { FieldMessage } from '../issues.ts';
import { productSections } from './products.ts';
import type { SectionData, SectionName } from './products.ts';
import { sectionSchema } from './registry.ts';
import type { SectionContext } from './registry.ts';
import type { SectionsData } from './upload.ts';

/** Per section, per field: what stops a reservation from being submitted. */
export type SubmissionErrors = Partial<Record<SectionName, Record<string, FieldMessage>>>;

export type SubmissionResult =
  | { ok: true; sections: Partial<Record<SectionName, SectionData>> }
  | { ok: false; errors: SubmissionErrors };

/**
 * Submit's rule (DESIGN.md): every section of the product valid on the day, the uploads included,
 * with the upload requirements judged on the other sections. A missing section counts as empty.
 */
export function checkSubmission(
  productType: ProductType,
  sections: SectionsData,
  context: Omit<SectionContext, 'sections'>,
): SubmissionResult {
  const errors: SubmissionErrors = {};
  const parsed: Partial<Record<SectionName, SectionData>> = {};
  for (const section of productSections[productType]) {
    const result = sectionSchema(section, productType, { ...context, sections }).safeParse(
      sections[section] ?? {},
    );
    if (result.success) parsed[section] = result.data;
    else errors[section] = fieldMessages(result.error.issues);
  }
  return Object.keys(errors).length === 0 ? { ok: true, sections: parsed } : { ok: false, errors };
}
