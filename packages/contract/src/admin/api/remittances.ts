import * as z from 'zod';
import { payee, remittanceStatuses } from '../../calls/money-area.ts';
import { idParam } from '../schemas.ts';
import {
  payeeCreate,
  payeePatch,
  payeeQuery,
  remittanceConfirm,
  remittanceQuery,
  remittanceReject,
} from '../remittance-schemas.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** Payees (every role reads; admin, operator write) and members' remittance notices. */
/** The account as members see it (without their transfer reference), with what staff manage. */
export const adminPayee = payee.omit({ reference: true }).extend({
  /** An insurer's code; null: offered for every business. */
  insurer: maybe,
  disabled: z.boolean(),
  createdAt: iso,
});

/** A member's remittance notice as staff check it. */
export const adminRemittance = z.object({
  id: z.string(),
  status: z.enum(remittanceStatuses),
  businessId: z.string(),
  orderNo: z.string(),
  memberId: z.string(),
  memberName: maybe,
  memberEmail: maybe,
  payee: adminPayee.pick({ id: true, name: true, bankName: true, accountNo: true, currency: true }),
  amount: z.string(),
  currency: z.string(),
  remitDate: z.string(),
  note: maybe,
  /** The slip's upload; url is its download route's path. */
  slip: z.object({ id: z.string(), name: z.string(), mime: z.string(), url: z.string() }),
  paymentRecordId: maybe,
  /** While submitted: the instalment confirming would settle (oldest pending in its currency). */
  due: z
    .object({
      paymentRecordId: z.string(),
      amount: z.string(),
      currency: z.string(),
      date: z.string(),
    })
    .nullable(),
  decidedAt: maybe,
  createdAt: iso,
});

const at = adminEndpoints.remittances;

export const remittanceRoutes = {
  export: exportRoute(at.export, 'remittances', remittanceQuery),
  exportPayees: exportRoute(at.exportPayees, 'payees', payeeQuery),
  payees: json(at.payees, {
    summary: 'Official accounts for premiums, the disabled last, oldest first',
    query: payeeQuery,
    answer: page(adminPayee),
  }),
  createPayee: json(at.createPayee, {
    summary: 'Add an official account (admin, operator)',
    body: payeeCreate,
    answer: adminPayee,
  }),
  updatePayee: json(at.updatePayee, {
    summary: 'Change or disable an official account (admin, operator)',
    params: idParam,
    body: payeePatch,
    answer: adminPayee,
  }),
  list: json(at.list, {
    summary: "Members' remittance notices, newest first (agent: book)",
    query: remittanceQuery,
    answer: page(adminRemittance),
  }),
  confirm: json(at.confirm, {
    summary:
      'Confirm a remittance: the instalment it pays (paymentRecordId, else the oldest pending ' +
      'in its currency) is marked paid with its amount and date; the next payment date moves',
    params: idParam,
    body: remittanceConfirm,
    answer: adminRemittance,
  }),
  reject: json(at.reject, {
    summary: 'Reject a remittance with a note the member reads',
    params: idParam,
    body: remittanceReject,
    answer: adminRemittance,
  }),
};

export type AdminPayee = z.output<typeof adminPayee>;
export type AdminRemittance = z.output<typeof adminRemittance>;
