import * as z from 'zod';
import { enums } from '../../enums.ts';
import {
  businessCreate,
  businessFields,
  businessPatch,
  businessQuery,
  documentJson,
  idParam,
  paymentCreate,
  paymentPatch,
  statusChangeBody,
} from '../schemas.ts';
import type { BusinessFieldKey } from '../schemas.ts';
import { bulkBusinessBody, bulkOutcome } from '../bulk-schemas.ts';
import { download, iso, json, maybe, page, upload } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';
import { noticeTexts } from './notices.ts';

/** Businesses, their status, payments, documents and messages, as the back office keeps them. */
const status = z.enum(enums.businessStatus);
const productType = z.enum(enums.productType);

export const businessSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  policyNo: maybe,
  status,
  productType,
  insurer: maybe,
  productName: maybe,
  memberName: maybe,
  memberEmail: maybe,
  updatedAt: iso,
  /** Who on the staff looks after it (null: nobody yet), with their name. */
  assigneeId: maybe,
  assigneeName: maybe,
});

/** Every business field by its wire key, as stored (codes, decimal text, dates); null unset. */
const fieldShape = Object.fromEntries(Object.keys(businessFields).map((key) => [key, maybe])) as {
  [K in BusinessFieldKey]: typeof maybe;
};

const businessRecord = z.object({
  ...fieldShape,
  id: z.string(),
  orderNo: z.string(),
  ddaStatus: z.enum(enums.ddaStatus).nullable(),
  status,
  productType,
  ownerId: z.string(),
  appointmentId: maybe,
  assigneeId: maybe,
  assigneeName: maybe,
  createdAt: iso,
  updatedAt: iso,
});

/** A business as a write answers it: its members by e-mail. */
export const adminBusiness = businessRecord.extend({ members: z.array(z.string()) });

export const payment = z.object({
  id: z.string(),
  paymentDate: z.string(),
  feeType: z.enum(enums.feeType),
  currency: z.string(),
  amount: z.string(),
  paymentNo: maybe,
  status: z.enum(enums.paymentStatus),
});
export const adminPayment = payment.extend({ businessId: z.string() });

export const businessDocument = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  kind: maybe,
  /** The download route's path for this file. */
  url: z.string(),
});

/** A business with everything hanging on it, for the console's detail page. */
export const businessDetail = businessRecord.extend({
  appointmentToken: maybe,
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  payments: z.array(payment),
  documents: z.array(businessDocument),
  statusChanges: z.array(z.object({ from: maybe, to: z.string(), at: iso, note: maybe })),
});

/** One message of a business: a notice and the fate of its e-mail (none when turned off). */
export const businessMessage = z.object({
  id: z.string(),
  kind: z.string(),
  title: noticeTexts,
  at: iso,
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  mail: z
    .object({
      status: z.enum(['queued', 'sending', 'sent', 'failed']),
      attempts: z.number(),
      lastError: maybe,
      sentAt: maybe,
      language: maybe,
    })
    .nullable(),
});

const at = adminEndpoints.businesses;

export const businessRoutes = {
  export: exportRoute(at.export, 'businesses', businessQuery),
  list: json(at.list, {
    summary: 'Find businesses by order or policy number, member name or e-mail, and status',
    query: businessQuery,
    answer: page(businessSummary),
  }),
  get: json(at.get, {
    summary: 'A business with its members, payments, documents and status history',
    params: idParam,
    answer: businessDetail,
  }),
  messages: json(at.messages, {
    summary: "What a business's members were told (notices) and whether each e-mail was delivered",
    params: idParam,
    answer: z.object({ list: z.array(businessMessage) }),
  }),
  document: download(at.document, {
    summary: "A business's approved document (audited)",
    params: idParam,
  }),
  create: json(at.create, {
    summary: 'Create a business from a reservation or for a member',
    body: businessCreate,
    answer: adminBusiness,
  }),
  update: json(at.update, {
    summary: "Update a business's fields or its assignee (null clears)",
    params: idParam,
    body: businessPatch,
    answer: adminBusiness,
  }),
  bulk: json(at.bulk, {
    summary:
      'Change the status or the assignee of many businesses: each changed and audited on its own',
    body: bulkBusinessBody,
    answer: bulkOutcome,
  }),
  status: json(at.status, {
    summary: 'Move a business to a status, recorded in its history',
    params: idParam,
    body: statusChangeBody,
    answer: adminBusiness,
  }),
  addPayment: json(at.addPayment, {
    summary: 'Record a payment',
    params: idParam,
    body: paymentCreate,
    answer: adminPayment,
  }),
  updatePayment: json(at.updatePayment, {
    summary: 'Correct a payment record',
    params: idParam,
    body: paymentPatch,
    answer: adminPayment,
  }),
  attachDocument: upload(at.attachDocument, {
    summary: 'Attach an approved document (PDF, JPEG, PNG or WebP, at most 10 MiB)',
    params: idParam,
    /** The JSON form scripts send; a form sends multipart (field `file`, optional `name`). */
    body: documentJson,
    answer: z.object({
      id: z.string(),
      businessId: z.string(),
      name: z.string(),
      mime: z.string(),
      size: z.number(),
    }),
  }),
};

export type BusinessSummary = z.output<typeof businessSummary>;
export type Business = z.output<typeof businessDetail>;
export type Payment = z.output<typeof payment>;
export type BusinessMessage = z.output<typeof businessMessage>;
