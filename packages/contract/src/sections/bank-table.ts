import { telephone } from './identity-table.ts';
import { fieldRow, inCapitals, optional } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Section `bank`, where money is paid from or to: FIELDS.md "Bank". */
export const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/**
 * The bank code of a bank not on getbanklist (a mainland bank, say): its name and SWIFT code are
 * typed in the section's own fields, which the schema checks as for any bank.
 */
export const OTHER_BANK = 'OTHER';
export const OTHER_BANK_LABEL = {
  'zh-CN': '其他银行（在下方填写银行名称和 SWIFT 代码）',
  'zh-HK': '其他銀行（在下方填寫銀行名稱和 SWIFT 代碼）',
  'en-US': 'Other bank (enter its name and SWIFT code below)',
} as const;
const ACCOUNT_NUMBER = /^(?=.*\d)[\d-]{6,30}$/;

export const bankRows: readonly FieldRow[] = [
  // Choosing a bank from getbanklist fills its name and SWIFT code.
  fieldRow('bankCode', 'select', '银行编号', '銀行編號', 'Bank code', { source: 'bankList' }),
  fieldRow('bankName', 'text', '银行名称', '銀行名稱', 'Bank name', { maxLength: 80 }),
  fieldRow('branchNumber', 'text', '分行编号', '分行編號', 'Branch number', {
    maxLength: 10,
    inputMode: 'numeric',
    ...optional,
    match: { pattern: /^\d+$/, message: 'validation.digits' },
  }),
  // People type SWIFT codes in lower case; the code itself is upper case.
  fieldRow('swiftCode', 'text', 'SWIFT 代码', 'SWIFT 代碼', 'SWIFT code', {
    maxLength: 11,
    normalise: inCapitals,
    match: { pattern: SWIFT, message: 'validation.swift' },
  }),
  fieldRow('holderName', 'text', '账户持有人姓名', '帳戶持有人姓名', "Account holder's name", {
    maxLength: 60,
  }),
  fieldRow(
    'holderPhone',
    'text',
    '账户持有人电话',
    '帳戶持有人電話',
    "Account holder's phone",
    telephone,
  ),
  fieldRow(
    'holderAddress',
    'textarea',
    '账户持有人地址',
    '帳戶持有人地址',
    "Account holder's address",
    {
      maxLength: 120,
    },
  ),
  fieldRow('bankAddress', 'textarea', '银行地址', '銀行地址', 'Bank address', {
    maxLength: 120,
    ...optional,
  }),
  fieldRow('accountNumber', 'text', '银行账号', '銀行帳號', 'Account number', {
    sensitive: true,
    maxLength: 30,
    inputMode: 'numeric',
    match: { pattern: ACCOUNT_NUMBER, message: 'validation.accountNumber' },
  }),
];
