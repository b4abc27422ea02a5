import { inCapitals } from './meta.ts';
import type { FieldRow } from './meta.ts';

/**
 * The identity and contact fields a person (applicant, insured) and a customer share: FIELDS.md
 * "Person", whose rows "Customer" takes "as above".
 */

/** Pinyin or any Latin-script name: letters, spaces, '-' and "'", starting with a letter. */
const NAME_EN = /^\p{Script=Latin}[\p{Script=Latin} '-]*$/u;
/** Any ID document number before its type-specific check: letters, digits, brackets, '-', '/'. */
const ID_NUMBER = /^[A-Z0-9][A-Z0-9()\-/ ]{3,19}$/;
/** Telephone as people write it: digits, '+', '-', spaces, with at least one digit. */
const TELEPHONE = /^(?=.*\d)[\d+\- ]+$/;

export const MAX_AGE_YEARS = 100;

/** A landline or any number as people write it (work phone, account holder's phone). */
export const telephone = {
  kind: 'text',
  maxLength: 20,
  inputMode: 'tel',
  match: { pattern: TELEPHONE, message: 'validation.telephone' },
} as const satisfies Partial<FieldRow>;

/** In every variant of the sections that share them (no `onlyFor`). */
export const identityRows: readonly FieldRow<never>[] = [
  { key: 'nameCn', kind: 'text', zh: '中文姓名', en: 'Chinese name' },
  {
    key: 'nameEn',
    kind: 'text',
    zh: '英文姓名（拼音）',
    en: 'English name (pinyin)',
    maxLength: 40,
    match: { pattern: NAME_EN, message: 'validation.nameEn' },
  },
  { key: 'idType', kind: 'select', zh: '证件类型', en: 'ID type', enum: 'idType' },
  {
    key: 'idNumber',
    kind: 'text',
    zh: '证件号码',
    en: 'ID number',
    // checkIdentity verifies the check digits of the number as written here.
    normalise: inCapitals,
    match: { pattern: ID_NUMBER, message: 'validation.idNumber' },
  },
  { key: 'gender', kind: 'select', zh: '性别', en: 'Gender', enum: 'gender' },
  {
    key: 'birthDate',
    kind: 'date',
    zh: '出生日期',
    en: 'Date of birth',
    maxYearsAgo: MAX_AGE_YEARS,
  },
  { key: 'nationality', kind: 'select', zh: '国籍', en: 'Nationality', enum: 'country' },
];

export const contactRows: readonly FieldRow<never>[] = [
  { key: 'areaCode', kind: 'select', zh: '区号', en: 'Area code', enum: 'areaCode' },
  {
    key: 'phone',
    kind: 'phone',
    zh: '手机号码',
    en: 'Mobile number',
    // Digits only here; checkIdentity judges the length by the area code.
    match: { pattern: /^\d+$/, message: 'validation.phone' },
  },
  { key: 'email', kind: 'email', zh: '电子邮箱', en: 'E-mail' },
  {
    key: 'mailingAddress',
    kind: 'textarea',
    zh: '通讯地址',
    en: 'Mailing address',
    maxLength: 120,
  },
];
