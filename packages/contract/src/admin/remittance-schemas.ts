import * as z from 'zod';
import { sorting } from './sorting.ts';
import { remittanceStatuses } from '../calls/money-area.ts';

/**
 * The back office's payees and remittance decisions (DESIGN.md "The member's account area").
 * Messages are catalog keys, translated for whoever reads them.
 */
const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const payeeFields = {
  name: text(120),
  bankName: text(120),
  /** Digits, letters, spaces and dashes, as banks print them. */
  accountNo: text(40).regex(/^[0-9A-Za-z -]+$/, 'validation.accountNumber'),
  swift: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'validation.swift'),
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'validation.currencyCode'),
  /** An insurer's code; absent, null or '' offers the account for every business. */
  insurer: z
    .string()
    .trim()
    .max(40, 'validation.tooLong')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
};

export const payeeCreate = z.strictObject(payeeFields);
export type PayeeCreate = z.output<typeof payeeCreate>;

export const payeePatch = z.strictObject({
  name: payeeFields.name.optional(),
  bankName: payeeFields.bankName.optional(),
  accountNo: payeeFields.accountNo.optional(),
  swift: payeeFields.swift.optional(),
  currency: payeeFields.currency.optional(),
  insurer: z
    .string()
    .trim()
    .max(40, 'validation.tooLong')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  disabled: z.boolean({ error: 'validation.option' }).optional(),
});
export type PayeePatch = z.output<typeof payeePatch>;

export const remittanceQuery = z.object({
  status: z.enum(remittanceStatuses, { error: 'validation.option' }).optional(),
  ...sorting('remittances'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type RemittanceQuery = z.output<typeof remittanceQuery>;

/** The payees list has no filter of its own: its page and sorting. */
export const payeeQuery = remittanceQuery
  .pick({ page: true, size: true })
  .extend(sorting('payees'));
export type PayeeQuery = z.output<typeof payeeQuery>;

/** POST /admin/remittances/:id/confirm: the payment record it settles, else the oldest pending one. */
export const remittanceConfirm = z
  .strictObject({
    paymentRecordId: z.string().trim().min(1, 'validation.required').max(64).optional(),
  })
  .default({});
export type RemittanceConfirm = z.output<typeof remittanceConfirm>;

export const remittanceReject = z.strictObject({
  note: text(500),
});
