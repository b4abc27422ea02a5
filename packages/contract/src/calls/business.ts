import * as z from 'zod';
import { enums } from '../enums.ts';
import {
  currencyCode,
  dateText,
  decimalText,
  instantText,
  page,
  pageSize,
  paged,
  recordId,
} from './paging.ts';
import { BUSINESS_PAGE_SIZE, MAX_BUSINESS_PAGE_SIZE, businessRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/** Businesses (submitted reservations as the back office processes them) and their payments. */
export { BUSINESS_PAGE_SIZE, MAX_BUSINESS_PAGE_SIZE } from './routes.ts';

/** What a document is: the application form the server rendered on submit (DESIGN.md). */
export const APPLICATION_DOCUMENT_KIND = 'application';

export const businessDocument = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  /** `application` (the submitted application form), or null for a document staff attached. */
  kind: z.string().nullable(),
  url: z.string(),
});
export type BusinessDocument = z.infer<typeof businessDocument>;

/**
 * FIELDS.md "Business". Fields the back office fills in over time (policy number, amounts, dates)
 * are null or absent until it does.
 */
/**
 * Staff asked for changes on the business's reservation and the member has not resubmitted
 * (DESIGN.md "Reservations the member owns"): the note and the link to open; null otherwise.
 */
export const changesRequestedRef = z.object({ note: z.string(), token: z.string() });
export type ChangesRequestedRef = z.infer<typeof changesRequestedRef>;

export const business = z.object({
  id: z.string(),
  orderNo: z.string(),
  policyNo: z.string().nullish(),
  status: z.enum(enums.businessStatus),
  productType: z.enum(enums.productType),
  insurer: z.string().nullish(),
  productName: z.string().nullish(),
  currency: currencyCode.nullish(),
  sumInsured: decimalText.nullish(),
  exchangeRate: decimalText.nullish(),
  /** Excluding the levy. */
  annualPremium: decimalText.nullish(),
  /** The regulatory levy on the premium. */
  levy: decimalText.nullish(),
  paymentPeriod: z.string().nullish(),
  contributionPeriod: z.string().nullish(),
  nextPaymentDate: dateText.nullish(),
  effectiveDate: dateText.nullish(),
  coolingOffExpiry: dateText.nullish(),
  salesperson: z.string().nullish(),
  channelPartner: z.string().nullish(),
  advisoryFee: decimalText.nullish(),
  advisoryFeeCurrency: currencyCode.nullish(),
  ddaStatus: z.enum(enums.ddaStatus).nullish(),
  sourceOfFunds: z.string().nullish(),
  remarks: z.string().nullish(),
  investmentAmount: decimalText.nullish(),
  investmentCurrency: currencyCode.nullish(),
  documents: z.array(businessDocument),
  appointmentToken: z.string().nullish(),
  changesRequested: changesRequestedRef.nullish(),
  createdAt: instantText,
});
export type Business = z.infer<typeof business>;

/** What a list row shows. */
export const businessSummary = business.pick({
  id: true,
  orderNo: true,
  policyNo: true,
  status: true,
  productType: true,
  insurer: true,
  productName: true,
  currency: true,
  sumInsured: true,
  annualPremium: true,
  nextPaymentDate: true,
  coolingOffExpiry: true,
  effectiveDate: true,
  changesRequested: true,
  createdAt: true,
});
export type BusinessSummary = z.infer<typeof businessSummary>;

/** FIELDS.md "Payment record". */
export const paymentRecord = z.object({
  id: z.string(),
  businessId: z.string(),
  paymentDate: dateText,
  feeType: z.enum(enums.feeType),
  currency: currencyCode,
  amount: decimalText,
  paymentNo: z.string().nullish(),
  status: z.enum(enums.paymentStatus),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** One step of a business's history; `from` is null for the first. */
export const statusChange = z.object({
  from: z.enum(enums.businessStatus).nullable(),
  to: z.enum(enums.businessStatus),
  at: instantText,
  note: z.string().nullish(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const businessListRequest = z.object({
  page,
  size: pageSize(BUSINESS_PAGE_SIZE, MAX_BUSINESS_PAGE_SIZE),
  status: z.enum(enums.businessStatus, { error: 'validation.option' }).optional(),
});
export const byId = z.object({ id: recordId });
export const paymentRecordsRequest = z.object({
  id: recordId,
  page,
  size: pageSize(BUSINESS_PAGE_SIZE, MAX_BUSINESS_PAGE_SIZE),
});

export const businessCalls = {
  list: {
    ...businessRoutes.list,
    request: businessListRequest,
    response: paged(businessSummary),
  },
  detail: {
    ...businessRoutes.detail,
    request: byId,
    response: business,
  },
  paymentRecords: {
    ...businessRoutes.paymentRecords,
    request: paymentRecordsRequest,
    response: paged(paymentRecord),
  },
  paymentRecord: {
    ...businessRoutes.paymentRecord,
    request: byId,
    response: paymentRecord,
  },
  statusChanges: {
    ...businessRoutes.statusChanges,
    request: byId,
    response: z.array(statusChange),
  },
} as const satisfies Record<string, CallDefinition>;
