import type * as z from 'zod';
import { isHkid, isMainlandId } from '../checks.ts';
import { email, pastDate, requiredText, selectOf, textMatching } from '../fields.ts';
import { field } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/**
 * The identity and contact fields a person (applicant, insured) and a customer share, and the
 * rules that need two of them at once (ID number by ID type, phone by area code).
 */

/** Pinyin or any Latin-script name: letters, spaces, '-' and "'", starting with a letter. */
const NAME_EN = /^\p{Script=Latin}[\p{Script=Latin} '-]*$/u;
/** Any ID document number before its type-specific check: letters, digits, brackets, '-', '/'. */
const ID_NUMBER = /^[A-Z0-9][A-Z0-9()\-/ ]{3,19}$/;
/** Telephone as people write it: digits, '+', '-', spaces, with at least one digit. */
export const TELEPHONE = /^(?=.*\d)[\d+\- ]+$/;

export const MAX_AGE_YEARS = 100;

export const identityShape = (today: string) => ({
  nameCn: requiredText(20),
  nameEn: textMatching(NAME_EN, 'validation.nameEn', 40),
  idType: selectOf('idType'),
  idNumber: requiredText(20)
    .transform((v) => v.toUpperCase())
    .refine((v) => ID_NUMBER.test(v), 'validation.idNumber'),
  gender: selectOf('gender'),
  birthDate: pastDate(today, MAX_AGE_YEARS),
  nationality: selectOf('country'),
});

export const contactShape = {
  areaCode: selectOf('areaCode'),
  phone: textMatching(/^\d+$/, 'validation.phone'),
  email,
  mailingAddress: requiredText(120),
};

/** Mobile numbers by area code: +86 11 digits from 1, +852/+853 8 digits, elsewhere 6-15. */
export function isPhoneForArea(areaCode: unknown, phone: string): boolean {
  if (areaCode === '+86') return /^1\d{10}$/.test(phone);
  if (areaCode === '+852' || areaCode === '+853') return /^\d{8}$/.test(phone);
  return /^\d{6,15}$/.test(phone);
}

/** The ID number's check digits, for the two ID types that carry them. */
export function isIdNumberForType(idType: unknown, idNumber: string): boolean {
  if (idType === 'cnId') return isMainlandId(idNumber);
  if (idType === 'hkId') return isHkid(idNumber);
  return true;
}

export type Data = Record<string, unknown>;

/** Adds an issue on `path` with a catalog key, as the field-level rules do. */
export function flag(ctx: z.RefinementCtx, path: string, key: string, params?: Data): void {
  ctx.addIssue({ code: 'custom', path: [path], message: key, ...(params ? { params } : {}) });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export { text as textOf };

/** Cross-field identity and contact rules; runs even when other fields failed, so all show. */
export function checkIdentity(data: Data, ctx: z.RefinementCtx): void {
  const idNumber = text(data.idNumber).toUpperCase();
  if (idNumber && !isIdNumberForType(data.idType, idNumber))
    flag(ctx, 'idNumber', 'validation.idNumber');
  const phone = text(data.phone);
  if (/^\d+$/.test(phone) && !isPhoneForArea(data.areaCode, phone))
    flag(ctx, 'phone', 'validation.phone');
}

/** A superRefine that also runs when some fields failed: the user sees every problem at once. */
export const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const identityFields: FieldMeta[] = [
  field('nameCn', 'text', { maxLength: 20 }),
  field('nameEn', 'text', { maxLength: 40 }),
  field('idType', 'select', { enum: 'idType' }),
  field('idNumber', 'text', { maxLength: 20 }),
  field('gender', 'select', { enum: 'gender' }),
  field('birthDate', 'date'),
  field('nationality', 'select', { enum: 'country' }),
];

export const contactFields: FieldMeta[] = [
  field('areaCode', 'select', { enum: 'areaCode' }),
  field('phone', 'phone', { maxLength: 20 }),
  field('email', 'email', { maxLength: 60 }),
  field('mailingAddress', 'textarea', { maxLength: 120 }),
];
