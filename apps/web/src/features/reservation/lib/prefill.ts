import type { BasicInfo, LastPerson } from '@app/contract/calls/profile';
import { isEnumValue } from '@app/contract/enums';
import type { FormSectionName } from '@app/contract/sections/form-fields';
import { toFormValues } from './drafts';
import type { FormValues } from './drafts';

/**
 * Filling a reservation's person section (the policyholder, or the customer of the products
 * without one) from what the member gave before: their last reservation, their profile or a
 * family member (issue 36). Offered, never done silently; a fill only takes empty fields.
 */

/** The sections that hold the member's own person: one of them per product. */
export const isPersonSection = (section: FormSectionName) =>
  section === 'applicant' || section === 'customer';

const isEmpty = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** Nothing in the section yet: nothing saved, nothing typed (the only time it is offered). */
export const isEmptySection = (values: FormValues) => Object.values(values).every(isEmpty);

/**
 * The offered values that go into the form: fields of this form only, into fields still empty
 * (what the member typed is never overwritten), and nothing empty offered.
 */
export function emptyFieldsFilled(
  current: FormValues,
  offered: FormValues,
  keys: readonly string[],
): FormValues {
  const out: FormValues = {};
  for (const key of keys) {
    const value = offered[key];
    if (!isEmpty(value) && isEmpty(current[key])) out[key] = value!;
  }
  return out;
}

/**
 * The last reservation's person, field for field (an applicant's fields fill a customer's of the
 * same name). Its relationship to the insured was about that reservation's insured: left out.
 */
export function lastPersonValues(last: NonNullable<LastPerson>): FormValues {
  const { relationToInsured: _relation, ...values } = toFormValues(last.data);
  return values;
}

/** A name in Latin letters (pinyin): the English name field; any other, the Chinese one. */
const LATIN_NAME = /^\p{Script=Latin}[\p{Script=Latin} '-]*$/u;

/**
 * What the profile knows unmasked, as the section's fields: names, e-mail, the mobile with its
 * area code, nationality, ID type and addresses. Masked values (the ID and bank numbers) are
 * never offered: a row of asterisks is not a number to review.
 */
export function profileValues(info: BasicInfo): FormValues {
  const out: FormValues = {};
  for (const name of [info.customerName, info.fullName].map((text) => text.trim())) {
    if (!name) continue;
    const key = LATIN_NAME.test(name) ? 'nameEn' : 'nameCn';
    out[key] ??= name;
  }
  const [areaCode = '', ...number] = info.mobile.trim().split(/\s+/);
  const phone = number.join('').replace(/\D/g, '');
  if (isEnumValue('areaCode', areaCode) && phone) Object.assign(out, { areaCode, phone });
  const optional: Record<string, string> = {
    email: info.email,
    nationality: info.country,
    idType: info.uniqueIdName,
    mailingAddress: info.addressLine1,
    residentialAddress: info.addressLine2,
    postalCode: info.addressLine3,
  };
  for (const [key, value] of Object.entries(optional)) if (value.trim()) out[key] = value.trim();
  return out;
}
