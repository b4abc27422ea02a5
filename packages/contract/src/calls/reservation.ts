import * as z from 'zod';
import { UPLOAD_TYPE } from '../constants.ts';
import { enums } from '../enums.ts';
import { selectOf } from '../fields.ts';
import { sectionNames } from '../sections/products.ts';
import type { SectionData, SectionName } from '../sections/products.ts';
import { uploadKinds } from '../sections/upload.ts';
import { signatureKinds } from '../declarations/rules.ts';
import { MAX_DECLARATIONS_JSON } from '../declarations/submitted.ts';
import { instantText, page, pageSize } from './paging.ts';
import { RESERVATION_PAGE_SIZE, MAX_RESERVATION_PAGE_SIZE, reservationRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/** Reservations: create, open by link, save or submit a section, upload a file (DESIGN.md). */
/**
 * 'changesRequested': submitted, then reopened by the back office for the sections and upload
 * kinds its changeRequest names, until the member submits again.
 */
export const reservationStatuses = ['open', 'submitted', 'changesRequested'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const editActions = ['save', 'submit'] as const;
export type EditAction = (typeof editActions)[number];

/** A section's JSON in EditAppointInfo is bounded: no section comes near it. */
export const MAX_SECTION_JSON = 32 * 1024;

/**
 * Every kind a reservation's file may have: the upload section's documents and the signatures
 * drawn on the tip screen (which the upload form does not list).
 */
export const reservationFileKinds = [...uploadKinds, ...signatureKinds] as const;
export type ReservationFileKind = (typeof reservationFileKinds)[number];

export const uploadedFile = z.object({
  id: z.string(),
  kind: z.enum(reservationFileKinds),
  name: z.string(),
  size: z.number().int().min(0),
  mime: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const sectionState = z.object({
  completed: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});
export type SectionState = z.infer<typeof sectionState>;

/** What the back office asked the member to change (issue 10), answered with the reservation. */
export const changeRequest = z.object({
  sections: z.array(z.enum(sectionNames)),
  uploads: z.array(z.enum(uploadKinds)),
  note: z.string(),
  at: instantText,
  /**
   * What the member has changed since the request (issue 36): reopened sections saved and
   * reopened upload kinds sent again after it. All of it answered: ready to submit again.
   */
  answered: z
    .object({ sections: z.array(z.enum(sectionNames)), uploads: z.array(z.enum(uploadKinds)) })
    .optional(),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

export const reservation = z.object({
  token: z.string(),
  productType: z.enum(enums.productType),
  status: z.enum(reservationStatuses),
  sections: z.partialRecord(z.enum(sectionNames), sectionState),
  uploads: z.array(uploadedFile),
  businessId: z.string().optional(),
  createdAt: instantText.optional(),
  /** Set only while the status is 'changesRequested'. */
  changeRequest: changeRequest.nullable(),
});
export type Reservation = z.infer<typeof reservation>;

/** The data of each section, as the upload requirements and checkSubmission take them. */
export function sectionsDataOf(
  sections: Reservation['sections'],
): Partial<Record<SectionName, SectionData>> {
  const out: Partial<Record<SectionName, SectionData>> = {};
  for (const name of sectionNames) {
    const state = sections[name];
    if (state) out[name] = state.data;
  }
  return out;
}

/** The link token: 128 random bits, written in URL-safe characters. */
export const linkToken = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(128, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.format');

export const createAppointRequest = z.object({ productType: selectOf('productType') });
export const createAppointResponse = z.object({ token: z.string(), appointment: reservation });

export const checkAppointUrlRequest = z.object({ token: linkToken });

/** Reads EditAppointInfo's data field: a JSON object, or null for anything else. */
export function parseSectionJson(text: string): SectionData | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SectionData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Save sends one section's data as a JSON string (so the signature covers it); submit sends no
 * data and names no section necessarily: the server validates every section then, with the
 * declarations and the signatures.
 */
export const editAppointInfoRequest = z
  .object({
    token: linkToken,
    section: z.enum(sectionNames, { error: 'validation.option' }).optional(),
    action: z.enum(editActions, { error: 'validation.option' }).default('save'),
    data: z.string().max(MAX_SECTION_JSON, 'validation.tooLong').optional(),
    /** Submit only: what the member read and agreed to (declarations/submitted.ts), as JSON. */
    declarations: z.string().max(MAX_DECLARATIONS_JSON, 'validation.tooLong').optional(),
  })
  .superRefine((request, ctx) => {
    if (request.action !== 'save') return;
    if (!request.section)
      ctx.addIssue({ code: 'custom', path: ['section'], message: 'validation.required' });
    if (!request.data)
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'validation.required' });
    else if (!parseSectionJson(request.data)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'validation.format' });
    }
  });
export type EditAppointInfoRequest = z.output<typeof editAppointInfoRequest>;

/** platform/upload's text fields; the file itself is the multipart part named `file`. */
/**
 * A file that belongs to no reservation: the bank slip of a remittance notice (DESIGN.md), sent
 * without a link token and kept as the member's own file.
 */
export const REMITTANCE_SLIP_KIND = 'remittanceSlip';

export const uploadRequest = z
  .object({
    shopId: z.string().trim().max(64, 'validation.tooLong').optional(),
    type: z.literal(UPLOAD_TYPE, { error: 'validation.option' }).default(UPLOAD_TYPE),
    kind: z.enum([...reservationFileKinds, REMITTANCE_SLIP_KIND], { error: 'validation.option' }),
    token: linkToken.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== REMITTANCE_SLIP_KIND && !value.token) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'validation.required' });
    }
  });
export const UPLOAD_FILE_FIELD = 'file';

export const uploadResponse = uploadedFile.omit({ kind: true });

/** The hash route a reservation link opens (DESIGN.md "Reservations"). */
export function reservationLinkPath(token: string): string {
  return `/pages/appointment/index?token=${encodeURIComponent(token)}`;
}

/**
 * policyholder/AppointList (DESIGN.md "Reservations the member owns"): the reservations the member
 * started or filled in, newest first, with their progress.
 */
export const appointListRequest = z.object({
  page,
  size: pageSize(RESERVATION_PAGE_SIZE, MAX_RESERVATION_PAGE_SIZE),
});
export const reservationListItem = z.object({
  token: z.string(),
  productType: z.enum(enums.productType),
  status: z.enum(reservationStatuses),
  sectionsCompleted: z.number().int().min(0),
  sectionsTotal: z.number().int().min(0),
  updatedAt: instantText,
  businessId: z.string().nullable(),
});
export type ReservationListItem = z.infer<typeof reservationListItem>;
export const appointListResponse = z.object({
  list: z.array(reservationListItem),
  total: z.number().int().min(0),
});

/** policyholder/DeleteAppoint: an open reservation never submitted, removed with its files. */
export const deleteAppointRequest = z.object({ token: linkToken });

export const reservationCalls = {
  createAppoint: {
    ...reservationRoutes.createAppoint,
    request: createAppointRequest,
    response: createAppointResponse,
  },
  checkAppointUrl: {
    ...reservationRoutes.checkAppointUrl,
    request: checkAppointUrlRequest,
    response: reservation,
  },
  editAppointInfo: {
    ...reservationRoutes.editAppointInfo,
    request: editAppointInfoRequest,
    response: reservation,
  },
  upload: { ...reservationRoutes.upload, request: uploadRequest, response: uploadResponse },
  appointList: {
    ...reservationRoutes.appointList,
    request: appointListRequest,
    response: appointListResponse,
  },
  deleteAppoint: {
    ...reservationRoutes.deleteAppoint,
    request: deleteAppointRequest,
    response: z.null(),
  },
} as const satisfies Record<string, CallDefinition>;
