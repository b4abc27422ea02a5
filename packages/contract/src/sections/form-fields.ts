import type { ProductType } from '../enums.ts';
import { bankRows } from './bank-table.ts';
import { customerRows } from './customer-table.ts';
import { educationRows } from './education-table.ts';
import { itaRows } from './ita-table.ts';
import { fieldMeta, rowsFor } from './meta.ts';
import type { FieldMeta } from './meta.ts';
import { personRows } from './person-table.ts';
import type { PersonRole } from './person-table.ts';
import type { SectionName } from './products.ts';

/**
 * The forms of the sections a member types in (every section but `upload`), from their field
 * tables alone: no zod. A client renders a form from these and loads the rules (registry.ts's
 * schemas, with zod) only when the member starts on it (issue 14: evaluating them with the screen
 * cost a phone 50 ms of main thread before the first field could show).
 */
export type FormSectionName = Exclude<SectionName, 'upload'>;

/** The person form in FIELDS.md order; relationToInsured only for the applicant. */
export function personFields(role: PersonRole): FieldMeta[] {
  return rowsFor(personRows, role).map(fieldMeta);
}

export function customerFields(productType: ProductType): FieldMeta[] {
  return rowsFor(customerRows, productType).map(fieldMeta);
}

export const itaFields: FieldMeta[] = itaRows.map(fieldMeta);
export const educationFields: FieldMeta[] = educationRows.map(fieldMeta);
export const bankFields: FieldMeta[] = bankRows.map(fieldMeta);

/** The ordered form description of a typed-in section for a product (see meta.ts). */
export function formSectionFields(section: FormSectionName, productType: ProductType): FieldMeta[] {
  switch (section) {
    case 'applicant':
      return personFields('applicant');
    case 'insured':
      return personFields('insured');
    case 'ita':
      return itaFields;
    case 'customer':
      return customerFields(productType);
    case 'education':
      return educationFields;
    case 'bank':
      return bankFields;
  }
}
