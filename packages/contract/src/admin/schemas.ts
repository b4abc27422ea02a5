import { languages } from '../codes.ts';
import { reservationStatuses, linkToken } from '../calls/reservation.ts';
import { enums } from '../enums.ts';
import { email, money } from '../fields.ts';
import { sectionNames } from '../sections/products.ts';
import { uploadKinds } from '../sections/upload-table.ts';
import * as z from 'zod';
import { sorting } from './sorting.ts';

/**
 * What the back office may send. Messages are catalog keys, so a refused field reads the same as
 * in the app. Every optional business field also takes null, which clears it.
 */
const text = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
/** An upper-case ISO 4217 code; the server also wants it on the reference list. */
const currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'validation.currencyCode');
const date = z.iso.date({ error: 'validation.date' });
const rate = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d{1,8})?$/, 'validation.number');
const option = <N extends keyof typeof enums>(name: N) =>
  z.enum(enums[name], { error: 'validation.option' });

/** Business fields by their wire key, with the column each one is stored in. */
export const businessFields = {
  orderNo: ['order_no', text(40)],
  policyNo: ['policy_no', text(40)],
  insurer: ['insurer', text(80)],
  productName: ['product_name', text(120)],
  currency: ['currency', currency],
  sumInsured: ['sum_insured', money],
  exchangeRate: ['exchange_rate', rate],
  annualPremium: ['annual_premium', money],
  levy: ['levy', money],
  paymentPeriod: ['payment_period', text(40)],
  contributionPeriod: ['contribution_period', text(40)],
  nextPaymentDate: ['next_payment_date', date],
  effectiveDate: ['effective_date', date],
  coolingOffExpiry: ['cooling_off_expiry', date],
  salesperson: ['salesperson', text(60)],
  channelPartner: ['channel_partner', text(80)],
  advisoryFee: ['advisory_fee', money],
  advisoryFeeCurrency: ['advisory_fee_currency', currency],
  ddaStatus: ['dda_status', option('ddaStatus')],
  sourceOfFunds: ['source_of_funds', text(120)],
  remarks: ['remarks', text(500)],
  investmentAmount: ['investment_amount', money],
  investmentCurrency: ['investment_currency', currency],
} as const;

export type BusinessFieldKey = keyof typeof businessFields;
type Shape = {
  [K in BusinessFieldKey]: z.ZodOptional<z.ZodNullable<(typeof businessFields)[K][1]>>;
};

const fieldShape = Object.fromEntries(
  Object.entries(businessFields).map(([key, [, schema]]) => [key, schema.nullable().optional()]),
) as Shape;

/** A staff member's id, or null for nobody: who looks after a reservation or a business. */
export const assigneeId = z.string().min(1, 'validation.required').max(64, 'validation.tooLong');

export const businessPatch = z.strictObject({
  ...fieldShape,
  assigneeId: assigneeId.nullable().optional(),
});
export type BusinessPatch = z.output<typeof businessPatch>;

export const businessCreate = z
  .strictObject({
    ...fieldShape,
    orderNo: businessFields.orderNo[1].optional(),
    appointmentToken: linkToken.optional(),
    ownerEmail: email.optional(),
    productType: option('productType').optional(),
    status: option('businessStatus').default('submitted'),
    note: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.appointmentToken === !value.ownerEmail) {
      ctx.addIssue({ code: 'custom', path: ['ownerEmail'], message: 'admin.tokenOrEmail' });
    }
    if (value.ownerEmail && !value.productType) {
      ctx.addIssue({ code: 'custom', path: ['productType'], message: 'validation.required' });
    }
  });
export type BusinessCreate = z.output<typeof businessCreate>;

export const statusChangeBody = z.strictObject({
  status: option('businessStatus'),
  note: z.string().trim().max(500, 'validation.tooLong').default(''),
});

export const paymentCreate = z.strictObject({
  paymentDate: date,
  feeType: option('feeType'),
  currency,
  amount: money,
  paymentNo: text(40).optional(),
  status: option('paymentStatus').default('paid'),
});
export type PaymentCreate = z.output<typeof paymentCreate>;
export const paymentPatch = paymentCreate
  .partial()
  .extend({ status: option('paymentStatus').optional() });
export type PaymentPatch = z.output<typeof paymentPatch>;

export const documentJson = z.strictObject({
  name: text(120),
  mime: z.string().optional(),
  contentBase64: z.string().min(1, 'validation.required'),
});

export const linkCreate = z.strictObject({
  email,
  productType: option('productType'),
  /** The mail's language. Its link is built from the server's PUBLIC_URL, never the caller's. */
  lang: z.enum(languages, { error: 'validation.option' }).default('zh-CN'),
});

/** The back office's review of a submitted reservation (issue 10); null while it is open. */
export const reviewStatuses = ['pending', 'changesRequested', 'accepted'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * Sends a submitted reservation back to its member: the named sections and upload kinds reopen
 * with the note. Which of them the product has is checked by the service, which knows it.
 */
export const requestChangesBody = z
  .strictObject({
    sections: z.array(z.enum(sectionNames, { error: 'validation.option' })).default([]),
    uploads: z.array(z.enum(uploadKinds, { error: 'validation.option' })).default([]),
    note: text(500),
  })
  .superRefine((value, ctx) => {
    if (value.sections.length === 0 && value.uploads.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'admin.nothingToChange' });
    }
  });
export type RequestChangesBody = z.output<typeof requestChangesBody>;

export const acceptBody = z.strictObject({
  note: z.string().trim().max(500, 'validation.tooLong').default(''),
});
export type AcceptBody = z.output<typeof acceptBody>;

const paging = {
  page: z.coerce.number({ error: 'validation.int' }).int().min(1, 'validation.min').default(1),
  size: z.coerce
    .number({ error: 'validation.int' })
    .int()
    .min(1)
    .max(100, 'validation.max')
    .default(20),
};
/** `assignee=me`: only what the caller looks after (DESIGN.md "The console's back office"). */
const assignee = z.literal('me', { error: 'validation.option' }).optional();

/** Free text to look for; blank means no filter, so an emptied search box lists everything. */
const search = z
  .string()
  .trim()
  .max(100, 'validation.tooLong')
  .transform((value) => value || undefined)
  .optional();

export const reservationQuery = z.object({
  status: z.enum(reservationStatuses, { error: 'validation.option' }).optional(),
  review: z.enum(reviewStatuses, { error: 'validation.option' }).optional(),
  q: search,
  productType: option('productType').optional(),
  /** Calendar days in Hong Kong, on the submission time, else the creation time; both included. */
  from: date.optional(),
  to: date.optional(),
  assignee,
  /** The dashboard's "documents expiring": submitted ones with an ID document expiring today to 90 days ahead. */
  idExpiring: z.literal('90', { error: 'validation.option' }).optional(),
  ...sorting('reservations'),
  ...paging,
});

export const reservationPatch = z.strictObject({ assigneeId: assigneeId.nullable() });
export type ReservationPatch = z.output<typeof reservationPatch>;
export type ReservationQuery = z.output<typeof reservationQuery>;

/** A dashboard link's filter: on when given as `1`. */
const flag = z.literal('1', { error: 'validation.option' }).optional();

export const businessQuery = z.object({
  q: search,
  status: option('businessStatus').optional(),
  /**
   * The dashboard's filters (calendar days in REMINDER_TIME_ZONE): a pending payment record dated
   * today to `due` days ahead, or before today (`overdue`); cooling-off ending within 7 days.
   */
  due: z.enum(['7', '30'], { error: 'validation.option' }).optional(),
  overdue: flag,
  coolingOff: flag,
  assignee,
  ...sorting('businesses'),
  ...paging,
});
export type BusinessQuery = z.output<typeof businessQuery>;

export const idParam = z.object({ id: z.string().min(1).max(64) });
export const tokenParam = z.object({ token: linkToken });
