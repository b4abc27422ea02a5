import type { FieldMeta } from '@app/contract/sections/meta';
import type { FormValues } from './drafts';

/**
 * The headings a long section is read under (issue 36: the policyholder's ~33 required fields were
 * one 3,000 px scroll). Grouped here by field key, beside the tables rather than in them: a field
 * no group names falls under "other details", so a new row shows up without an edit here.
 */
export const fieldGroups = ['identity', 'contact', 'work', 'other'] as const;
export type FieldGroup = (typeof fieldGroups)[number];

const groupKeys: Record<Exclude<FieldGroup, 'other'>, readonly string[]> = {
  identity: [
    'nameCn',
    'nameEn',
    'idType',
    'idNumber',
    'idExpiry',
    'gender',
    'birthDate',
    'nationality',
    'otherNationality',
    'relationToInsured',
  ],
  contact: [
    'areaCode',
    'phone',
    'email',
    'mailingAddress',
    'residentialSameAs',
    'residentialAddress',
    'postalCode',
  ],
  work: [
    'employer',
    'industry',
    'position',
    'employmentStartDate',
    'workPhone',
    'workAddress',
    'monthlyIncome',
    'monthlyExpense',
    'liquidAssets',
    'annualIncome',
  ],
};

const groupOfKey = new Map<string, FieldGroup>(
  Object.entries(groupKeys).flatMap(([group, keys]) =>
    keys.map((key) => [key, group as FieldGroup] as const),
  ),
);

export const groupOf = (key: string): FieldGroup => groupOfKey.get(key) ?? 'other';

/** The fields under their headings, each group in the table's order; empty groups left out. */
export function groupFields(
  fields: readonly FieldMeta[],
): { group: FieldGroup; fields: FieldMeta[] }[] {
  return fieldGroups
    .map((group) => ({ group, fields: fields.filter((field) => groupOf(field.key) === group) }))
    .filter((entry) => entry.fields.length > 0);
}

const filled = (value: FormValues[string] | undefined) =>
  Array.isArray(value) ? value.length > 0 : (value ?? '').trim() !== '';

/** How many of the shown required fields hold an answer: "12 of 33 required fields". */
export function requiredProgress(
  fields: readonly FieldMeta[],
  values: FormValues,
): { done: number; total: number } {
  // The fields given are the visible ones: a conditional field shown is required.
  const required = fields.filter((field) => field.required !== false);
  return {
    done: required.filter((field) => filled(values[field.key])).length,
    total: required.length,
  };
}
