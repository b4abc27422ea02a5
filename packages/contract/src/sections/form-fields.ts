import type { ProductType } from '../enums.ts';
import { fieldMeta, rowsFor } from './meta.ts';
import type { FieldMeta } from './meta.ts';
import type { PersonRole } from './person-table.ts';
import type { SectionName } from './section-names.ts';
import { sectionTables } from './tables.ts';

/**
 * The forms of the sections a member types in (every section but `upload`), from their field
 * tables alone: no zod. A client renders a form from these and loads the rules (registry.ts's
 * schemas, with zod) only when the member starts on it (issue 14: evaluating them with the screen
 * cost a phone 50 ms of main thread before the first field could show).
 */
export type FormSectionName = Exclude<SectionName, 'upload'>;

/** The person form in FIELDS.md order; relationToInsured only for the applicant. */
export function personFields(role: PersonRole): FieldMeta[] {
  return rowsFor(sectionTables[role], role).map(fieldMeta);
}

export function customerFields(productType: ProductType): FieldMeta[] {
  return rowsFor(sectionTables.customer, productType).map(fieldMeta);
}

export const itaFields: FieldMeta[] = sectionTables.ita.map(fieldMeta);
export const educationFields: FieldMeta[] = sectionTables.education.map(fieldMeta);
export const bankFields: FieldMeta[] = sectionTables.bank.map(fieldMeta);

/** The ordered form description of a typed-in section for a product (see meta.ts). */
export function formSectionFields(section: FormSectionName, productType: ProductType): FieldMeta[] {
  switch (section) {
    case 'applicant':
    case 'insured':
      return personFields(section);
    case 'customer':
      return customerFields(productType);
    case 'ita':
      return itaFields;
    case 'education':
      return educationFields;
    case 'bank':
      return bankFields;
  }
}
