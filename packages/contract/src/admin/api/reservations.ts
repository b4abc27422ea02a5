import * as z from 'zod';
import { reservationStatuses } from '../../calls/reservation.ts';
import { enums } from '../../enums.ts';
import {
  reservationQuery,
  idParam,
  linkCreate,
  reservationPatch,
  reviewStatuses,
  tokenParam,
} from '../schemas.ts';
import { bulkOutcome, bulkReservationBody } from '../bulk-schemas.ts';
import { download, iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** Reservations as the back office sees them, their uploaded files, and links sent to members. */
export const reservationSummary = z.object({
  token: z.string(),
  productType: z.enum(enums.productType),
  status: z.enum(reservationStatuses),
  review: z.enum(reviewStatuses).nullable(),
  businessId: maybe,
  orderNo: maybe,
  memberName: maybe,
  creatorEmail: maybe,
  fillerEmail: maybe,
  invitedEmail: maybe,
  createdAt: iso,
  submittedAt: maybe,
  /** Who on the staff looks after it (null: nobody yet), with their name. */
  assigneeId: maybe,
  assigneeName: maybe,
});

const parts = z.object({ sections: z.array(z.string()), uploads: z.array(z.string()) });

export const reservationUpload = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  /** The download route's path for this file. */
  url: z.string(),
  createdAt: maybe,
  /** The file its kind uses now; false: replaced by a later one (kept for the record). */
  current: z.boolean(),
});

/** What the member changed since staff last asked for changes (issue 36); masked numbers. */
export const changesSinceRequest = z.object({
  requestedAt: iso,
  fields: z.array(
    z.object({ section: z.string(), field: z.string(), before: z.unknown(), after: z.unknown() }),
  ),
  files: z.array(z.object({ kind: z.string(), before: maybe, after: maybe })),
});

export const changeRequest = parts.extend({
  note: maybe,
  at: maybe,
  by: maybe,
  /** The reopened parts the member has changed since (issue 36). */
  answered: parts,
  /** Every reopened part answered: the member may submit again. */
  complete: z.boolean(),
});

export const reservation = reservationSummary.extend({
  changeRequest: changeRequest.nullable(),
  changesSinceRequest: changesSinceRequest.nullable(),
  /** By section name; ID, card, account and tax numbers masked. */
  sections: z.record(
    z.string(),
    z.object({ completed: z.boolean(), data: z.record(z.string(), z.unknown()).nullable() }),
  ),
  uploads: z.array(reservationUpload),
});

const at = adminEndpoints.appointments;

export const reservationRoutes = {
  export: exportRoute(at.export, 'reservations', reservationQuery),
  list: json(at.list, {
    summary: 'Find reservations, newest first',
    query: reservationQuery,
    answer: page(reservationSummary),
  }),
  get: json(at.get, {
    summary: 'A reservation with its sections and uploads',
    params: tokenParam,
    answer: reservation,
  }),
  update: json(at.update, {
    summary: 'Assign a reservation to a member of staff (null: nobody), audited',
    params: tokenParam,
    body: reservationPatch,
    answer: reservationSummary,
  }),
  bulk: json(at.bulk, {
    summary: 'Assign many reservations at once: each changed and audited on its own',
    body: bulkReservationBody,
    answer: bulkOutcome,
  }),
  reveal: json(at.reveal, {
    summary: "A reservation's ID, card, account and tax numbers in full (audited)",
    params: tokenParam,
    answer: z.object({
      token: z.string(),
      sections: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  }),
  upload: download(at.upload, {
    summary: "A reservation's uploaded file (audited)",
    params: idParam,
  }),
  createLink: json(at.createLink, {
    summary: 'Open a reservation for a member and mail its link',
    body: linkCreate,
    answer: z.object({
      token: z.string(),
      link: z.string(),
      email: z.string(),
      productType: z.enum(enums.productType),
      mailed: z.boolean(),
    }),
  }),
};

export type ReservationSummary = z.output<typeof reservationSummary>;
export type Reservation = z.output<typeof reservation>;
export type ReservationUpload = z.output<typeof reservationUpload>;
export type ChangeRequest = z.output<typeof changeRequest>;
export type ChangesSinceRequest = z.output<typeof changesSinceRequest>;
export type LinkCreated = z.output<typeof reservationRoutes.createLink.answer>;
