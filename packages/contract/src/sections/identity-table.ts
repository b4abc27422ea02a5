import { fieldRow, inCapitals } from './meta.ts';
import type { FieldRow, RowOptions } from './meta.ts';

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
export const telephone: RowOptions = {
  maxLength: 20,
  inputMode: 'tel',
  match: { pattern: TELEPHONE, message: 'validation.telephone' },
};

/** In every variant of the sections that share them (no `onlyFor`). */
export const identityRows: readonly FieldRow[] = [
  fieldRow('nameCn', 'text', '中文姓名', '中文姓名', 'Chinese name', { autocomplete: 'name' }),
  fieldRow('nameEn', 'text', '英文姓名（拼音）', '英文姓名（拼音）', 'English name (pinyin)', {
    maxLength: 40,
    autocomplete: 'name',
    match: { pattern: NAME_EN, message: 'validation.nameEn' },
  }),
  fieldRow('idType', 'select', '证件类型', '證件類型', 'ID type', { enum: 'idType' }),
  // checkIdentity verifies the check digits of the number as written here.
  fieldRow('idNumber', 'text', '证件号码', '證件號碼', 'ID number', {
    sensitive: true,
    normalise: inCapitals,
    match: { pattern: ID_NUMBER, message: 'validation.idNumber' },
  }),
  // Read from a passport's machine-readable zone by Scan ID; counted by the console's dashboard.
  fieldRow('idExpiry', 'date', '证件有效期至', '證件有效期至', 'ID valid until', {
    required: false,
    notPast: true,
  }),
  fieldRow('gender', 'select', '性别', '性別', 'Gender', { enum: 'gender', autocomplete: 'sex' }),
  fieldRow('birthDate', 'date', '出生日期', '出生日期', 'Date of birth', {
    maxYearsAgo: MAX_AGE_YEARS,
    autocomplete: 'bday',
  }),
  fieldRow('nationality', 'select', '国籍', '國籍', 'Nationality', { enum: 'country' }),
];

export const contactRows: readonly FieldRow[] = [
  fieldRow('areaCode', 'select', '区号', '區號', 'Area code', {
    enum: 'areaCode',
    autocomplete: 'tel-country-code',
  }),
  // Digits only here; checkIdentity judges the length by the area code.
  fieldRow('phone', 'phone', '手机号码', '流動電話號碼', 'Mobile number', {
    autocomplete: 'tel-national',
    match: { pattern: /^\d+$/, message: 'validation.phone' },
  }),
  fieldRow('email', 'email', '电子邮箱', '電郵地址', 'E-mail', { autocomplete: 'email' }),
  fieldRow('mailingAddress', 'textarea', '通讯地址', '通訊地址', 'Mailing address', {
    maxLength: 120,
    autocomplete: 'street-address',
  }),
];
