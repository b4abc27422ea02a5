import * as z from 'zod';
import { optionalText, optionalTextMatching, requiredText, textMatching } from '../fields.ts';
import { TELEPHONE } from './identity.ts';
import { field, optional } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/** Section `bank`: where money is paid from or to. */
export const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ACCOUNT_NUMBER = /^(?=.*\d)[\d-]{6,30}$/;

export interface BankOptions {
  /** The codes getbanklist serves; the server passes them so a made-up code is refused. */
  bankCodes?: readonly string[];
}

export const bankSchema = ({ bankCodes }: BankOptions = {}) =>
  z.object({
    bankCode: requiredText(20).refine(
      (v) => bankCodes === undefined || bankCodes.includes(v),
      'validation.bankCode',
    ),
    bankName: requiredText(80),
    branchNumber: optionalTextMatching(/^\d+$/, 'validation.digits', 10),
    // People type SWIFT codes in lower case; the code itself is upper case.
    swiftCode: requiredText(11)
      .transform((v) => v.toUpperCase())
      .refine((v) => SWIFT.test(v), 'validation.swift'),
    holderName: requiredText(60),
    holderPhone: textMatching(TELEPHONE, 'validation.telephone', 20),
    holderAddress: requiredText(120),
    bankAddress: optionalText(120),
    accountNumber: textMatching(ACCOUNT_NUMBER, 'validation.accountNumber', 30),
  });

export type BankData = z.output<ReturnType<typeof bankSchema>>;

export const bankFields: FieldMeta[] = [
  field('bankCode', 'select', { source: 'bankList' }),
  field('bankName', 'text', { maxLength: 80 }),
  field('branchNumber', 'text', { maxLength: 10, inputMode: 'numeric', ...optional }),
  field('swiftCode', 'text', { maxLength: 11 }),
  field('holderName', 'text', { maxLength: 60 }),
  field('holderPhone', 'text', { maxLength: 20, inputMode: 'tel' }),
  field('holderAddress', 'textarea', { maxLength: 120 }),
  field('bankAddress', 'textarea', { maxLength: 120, ...optional }),
  field('accountNumber', 'text', { maxLength: 30, inputMode: 'numeric' }),
];
