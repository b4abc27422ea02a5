import * as z from 'zod';
import { isoDate, moneyText } from '../fields.ts';
import { isIsoDate } from '../dates.ts';
import { enums } from '../enums.ts';
import {
  currencyCode,
  dateText,
  decimalText,
  instantText,
  listOf,
  page,
  pageSize,
  recordId,
} from './paging.ts';
import {
  ACCOUNT_PAGE_SIZE,
  BUSINESS_PAGE_SIZE,
  MAX_ACCOUNT_PAGE_SIZE,
  MAX_BUSINESS_PAGE_SIZE,
  MAX_REMITTANCE_PAGE_SIZE,
  REMITTANCE_PAGE_SIZE,
  remittanceRoutes,
} from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * The member's money area (DESIGN.md "The member's account area"): the official accounts a
 * business's premium is paid to, the member's remittance notices, their bank accounts, their
 * statement and the dictionaries the forms pick from.
 */
export { REMITTANCE_PAGE_SIZE, ACCOUNT_PAGE_SIZE } from './routes.ts';

export const remittanceStatuses = ['submitted', 'confirmed', 'rejected'] as const;
export type RemittanceStatus = (typeof remittanceStatuses)[number];

export const payee = z.object({
  id: z.string(),
  name: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  swift: z.string(),
  currency: z.string(),
  /** What the member writes as the transfer's reference: the policy, else the order number. */
  reference: z.string(),
});
export type Payee = z.infer<typeof payee>;

export const slip = z.object({ id: z.string(), url: z.string(), name: z.string() });

export const remittance = z.object({
  id: z.string(),
  businessId: z.string(),
  orderNo: z.string(),
  payee: payee.omit({ reference: true }),
  amount: decimalText,
  currency: currencyCode,
  remitDate: dateText,
  status: z.enum(remittanceStatuses),
  /** The staff's note, shown to the member when a notice was rejected. */
  note: z.string().nullable(),
  slip,
  createdAt: instantText,
});
export type Remittance = z.infer<typeof remittance>;

export const payeesRequest = z.object({ businessId: recordId });

/** The instalment to pay now: the business's oldest payment record still pending (DESIGN.md). */
export const paymentDue = z.object({
  paymentRecordId: z.string(),
  amount: decimalText,
  currency: currencyCode,
  date: dateText,
});
export type PaymentDue = z.infer<typeof paymentDue>;

/** remittance/payees: the accounts to pay to and what is due, null when nothing is. */
export const payeesResponse = z.object({ list: z.array(payee), due: paymentDue.nullable() });
export type PayeesAnswer = z.infer<typeof payeesResponse>;

export const remittanceListRequest = z.object({
  pageNum: page,
  pageSize: pageSize(REMITTANCE_PAGE_SIZE, MAX_REMITTANCE_PAGE_SIZE),
});

/** A slip's id as platform/upload answered it. */
const slipUploadId = z
  .string({ error: 'validation.uploadRequired' })
  .trim()
  .min(1, 'validation.uploadRequired')
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.format');

export const createRemittanceRequest = z.object({
  businessId: recordId,
  payeeId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
  /** SPEC §5's money rule: digits, at most two decimals, no leading zero. */
  amount: moneyText.refine((v) => Number(v) > 0, 'validation.money'),
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .regex(/^[A-Z]{3}$/, 'validation.option'),
  remitDate: isoDate,
  slipUploadId,
});
export type CreateRemittanceInput = z.input<typeof createRemittanceRequest>;

export const bankAccount = z.object({
  id: z.string(),
  /** The getbanklist code chosen in the section; user/dictionary bankSwift gives its SWIFT. */
  bankCode: z.string(),
  bankName: z.string(),
  /** The SWIFT code given in the section (typed for a bank not on the list, 'OTHER'). */
  swift: z.string(),
  holderName: z.string(),
  /** Only the last four digits show, e.g. '**** 6789'. */
  accountNo: z.string(),
  currency: z.string().nullable(),
  ddaStatus: z.enum(enums.ddaStatus).nullable(),
  orderNo: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const accountDetailsRequest = z.object({
  pageNum: page,
  pageSize: pageSize(ACCOUNT_PAGE_SIZE, MAX_ACCOUNT_PAGE_SIZE),
});

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isIsoDate(v), 'validation.date');

export const userBlotterRequest = z
  .object({
    page,
    size: pageSize(BUSINESS_PAGE_SIZE, MAX_BUSINESS_PAGE_SIZE),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'validation.dateRange',
  });

/** One line of the statement: a payment record of a business, or a remittance notice. */
export const blotterEntry = z.object({
  kind: z.enum(['payment', 'remittance']),
  id: z.string(),
  businessId: z.string(),
  orderNo: z.string(),
  date: dateText,
  currency: currencyCode,
  amount: decimalText,
  /** A payment's paymentStatus, or a remittance's status. */
  status: z.string(),
  feeType: z.enum(enums.feeType).nullable(),
});
export type BlotterEntry = z.infer<typeof blotterEntry>;

/** Per currency: what was paid (paid payment records) and what is still being checked. */
export const blotterTotal = z.object({
  currency: currencyCode,
  paid: decimalText,
  submitted: decimalText,
});
export type BlotterTotal = z.infer<typeof blotterTotal>;

export const userBlotterResponse = z.object({
  list: z.array(blotterEntry),
  total: z.number().int().min(0),
  totals: z.array(blotterTotal),
});

export const dictionaryTypes = ['bankSwift', 'currency'] as const;
export const dictionaryRequest = z.object({
  type: z.enum(dictionaryTypes, { error: 'validation.option' }),
});
export const dictionaryEntry = z.object({
  code: z.string(),
  label: z.string(),
  extra: z.string().nullable(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

export const remittanceCalls = {
  payees: { ...remittanceRoutes.payees, request: payeesRequest, response: payeesResponse },
  list: { ...remittanceRoutes.list, request: remittanceListRequest, response: listOf(remittance) },
  create: { ...remittanceRoutes.create, request: createRemittanceRequest, response: remittance },
  accountDetails: {
    ...remittanceRoutes.accountDetails,
    request: accountDetailsRequest,
    response: listOf(bankAccount),
  },
  userBlotter: {
    ...remittanceRoutes.userBlotter,
    request: userBlotterRequest,
    response: userBlotterResponse,
  },
  dictionary: {
    ...remittanceRoutes.dictionary,
    request: dictionaryRequest,
    response: z.array(dictionaryEntry),
  },
} as const satisfies Record<string, CallDefinition>;
