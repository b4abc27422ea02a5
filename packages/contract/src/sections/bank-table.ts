import { telephone } from './identity-table.ts';
import { inCapitals } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Section `bank`, where money is paid from or to: FIELDS.md "Bank". */
export const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ACCOUNT_NUMBER = /^(?=.*\d)[\d-]{6,30}$/;

export const bankRows: readonly FieldRow[] = [
  // Choosing a bank from getbanklist fills its name and SWIFT code.
  { key: 'bankCode', kind: 'select', zh: '银行编号', en: 'Bank code', source: 'bankList' },
  { key: 'bankName', kind: 'text', zh: '银行名称', en: 'Bank name', maxLength: 80 },
  {
    key: 'branchNumber',
    kind: 'text',
    zh: '分行编号',
    en: 'Branch number',
    maxLength: 10,
    inputMode: 'numeric',
    required: false,
    match: { pattern: /^\d+$/, message: 'validation.digits' },
  },
  {
    key: 'swiftCode',
    kind: 'text',
    zh: 'SWIFT 代码',
    en: 'SWIFT code',
    maxLength: 11,
    // People type SWIFT codes in lower case; the code itself is upper case.
    normalise: inCapitals,
    match: { pattern: SWIFT, message: 'validation.swift' },
  },
  {
    key: 'holderName',
    kind: 'text',
    zh: '账户持有人姓名',
    en: "Account holder's name",
    maxLength: 60,
  },
  { key: 'holderPhone', zh: '账户持有人电话', en: "Account holder's phone", ...telephone },
  {
    key: 'holderAddress',
    kind: 'textarea',
    zh: '账户持有人地址',
    en: "Account holder's address",
    maxLength: 120,
  },
  {
    key: 'bankAddress',
    kind: 'textarea',
    zh: '银行地址',
    en: 'Bank address',
    maxLength: 120,
    required: false,
  },
  {
    key: 'accountNumber',
    kind: 'text',
    zh: '银行账号',
    en: 'Account number',
    maxLength: 30,
    inputMode: 'numeric',
    match: { pattern: ACCOUNT_NUMBER, message: 'validation.accountNumber' },
  },
];
