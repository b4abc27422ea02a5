import { bankRows } from './bank-table.ts';
import { customerRows } from './customer-table.ts';
import { educationRows } from './education-table.ts';
import { familyRows } from './family-table.ts';
import { itaRows } from './ita-table.ts';
import type { FieldRow } from './meta.ts';
import { personRows } from './person-table.ts';
import type { SectionName } from './section-names.ts';
import { uploadRows } from './upload-table.ts';

/**
 * The one list of field tables. The form fields (form-fields.ts), the labels (labels.ts) and the
 * encryption list (sensitive.ts) read it, and the schema builder (registry.ts) switches over the
 * same section names: a section without a table is a type error here, and a table added here is
 * labelled, and its `sensitive` numbers encrypted, without another list to remember.
 */
export const sectionTables = {
  applicant: personRows,
  insured: personRows,
  ita: itaRows,
  customer: customerRows,
  education: educationRows,
  bank: bankRows,
  upload: uploadRows,
} satisfies Record<SectionName, readonly FieldRow<string>[]>;

/**
 * Tables of fields kept outside a reservation's sections: a member's family members (the insured
 * section's person fields, in family_members' columns).
 */
export const otherTables = {
  family: familyRows,
} satisfies Record<string, readonly FieldRow<string>[]>;

/** Every field table once (applicant and insured share the person table), sections first. */
export const fieldTables: readonly (readonly FieldRow<string>[])[] = [
  ...new Set([...Object.values(sectionTables), ...Object.values(otherTables)]),
];
