import type { BasicInfo } from '@app/contract/calls/profile';

/** The basic info fields in the order the profile screen shows them. */
export const profileFields = [
  'fullName',
  'lastName',
  'middleName',
  'firstName',
  'customerType',
  'customerName',
  'country',
  'uniqueIdName',
  'uniqueIdValue',
  'nationalId',
  'passportNo',
  'mobile',
  'telephone',
  'email',
  'loginEmail',
  'cfoEmial',
  'accountNo',
  'bankAccountNo',
  'addressLine1',
  'addressLine2',
  'addressLine3',
] as const satisfies readonly (keyof BasicInfo)[];
export type ProfileField = (typeof profileFields)[number];

/**
 * SPEC §3: for customer type 'I' (an individual) the legal person name (customerName), the
 * national ID / passport numbers and the mobile are hidden.
 */
const hiddenForIndividuals: readonly ProfileField[] = [
  'customerName',
  'nationalId',
  'passportNo',
  'mobile',
];

export function visibleFields(info: Pick<BasicInfo, 'customerType'>): ProfileField[] {
  if (info.customerType !== 'I') return [...profileFields];
  return profileFields.filter((field) => !hiddenForIndividuals.includes(field));
}

/** SPEC §3, exactly as written: DJ is Djibouti, any other code (or none) is China. */
export function countryKey(code: string): 'profile.country.DJ' | 'profile.country.other' {
  return code === 'DJ' ? 'profile.country.DJ' : 'profile.country.other';
}
