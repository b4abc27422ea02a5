import type { Labels } from '../codes.ts';
import { identityRows } from './identity-table.ts';
import { fieldMeta } from './meta.ts';
import type { FieldMeta, FieldRow } from './meta.ts';
import { personRows } from './person-table.ts';

/**
 * DESIGN.md's sub-user (family member) fields. Each is the insured section's row of the same
 * meaning under the name DESIGN.md gives it, so a family member is checked exactly like an insured
 * person (the same enumerations, lengths and ID-number rules) and fills that section one to one.
 * `relation` is the person table's relationship row (the same enumeration), labelled as the
 * person's relationship to the member.
 */
export const familySources = {
  chineseName: 'nameCn',
  englishName: 'nameEn',
  relation: 'relationToInsured',
  gender: 'gender',
  birthDate: 'birthDate',
  idType: 'idType',
  idNumber: 'idNumber',
  idExpiry: 'idExpiry',
  nationality: 'nationality',
} as const;

export type FamilyField = keyof typeof familySources;
export const familyFields = Object.keys(familySources) as FamilyField[];

/** Labels where DESIGN.md's name reads differently from the section's label. */
const familyLabels: Partial<Record<FamilyField, Labels>> = {
  relation: { zh: '与本人关系', hk: '與本人關係', en: 'Relationship to you' },
};

function sourceRow(key: string): FieldRow {
  const row = [...identityRows, ...personRows].find((candidate) => candidate.key === key);
  if (!row) throw new Error(`family field source ${key} is not a person row`);
  return row as FieldRow;
}

/** The family member's rows, in DESIGN.md's order; only key and, where given, labels differ. */
export const familyRows: readonly FieldRow[] = familyFields.map((key) => {
  const { onlyFor: _onlyFor, ...source } = sourceRow(familySources[key]);
  return { ...source, key, ...familyLabels[key] };
});

/** The family member form, in DESIGN.md's order (zod-free: the web's screens bundle it). */
export const familyFormFields: FieldMeta[] = familyRows.map(fieldMeta);

/**
 * The insured section's values of a family member: each field under the section's key (the
 * relation has no insured field and is left out).
 */
export function insuredValuesOf(
  person: Partial<Record<FamilyField, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of familyFields) {
    const target = familySources[key];
    const value = person[key];
    if (target !== 'relationToInsured' && value !== undefined) out[target] = value;
  }
  return out;
}

/** The reverse: a family member's fields from an insured section's data (for "save as"). */
export function familyValuesOf(
  section: Record<string, unknown>,
): Partial<Record<FamilyField, string>> {
  const out: Partial<Record<FamilyField, string>> = {};
  for (const key of familyFields) {
    const value = section[familySources[key]];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/**
 * The insured's relationship to the member, from the applicant's relationship to the insured (the
 * member fills the reservation as its applicant): the applicant is the insured's parent, so the
 * insured is the member's child. Unknown or missing gives 'other'.
 */
const inverseRelation: Record<string, string> = {
  self: 'self',
  spouse: 'spouse',
  child: 'parent',
  parent: 'child',
  sibling: 'sibling',
  grandparent: 'grandchild',
  grandchild: 'grandparent',
  other: 'other',
};
export function relationFromApplicant(relationToInsured: unknown): string {
  return (typeof relationToInsured === 'string' && inverseRelation[relationToInsured]) || 'other';
}

/** Whether two people are the same by their ID document (type and number, in capitals). */
export function sameIdDocument(
  a: { idType?: unknown; idNumber?: unknown },
  b: { idType?: unknown; idNumber?: unknown },
): boolean {
  const number = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');
  return (
    a.idType === b.idType && number(a.idNumber) !== '' && number(a.idNumber) === number(b.idNumber)
  );
}
