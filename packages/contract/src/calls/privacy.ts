import * as z from 'zod';
import { instantText, page, paged, pageSize } from './paging.ts';
import { ACCESS_LOG_PAGE_SIZE, MAX_ACCESS_LOG_PAGE_SIZE, privacyRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * The member's own data (DESIGN.md "Declarations, signatures and the application record"): who
 * opened their files (user/accessLog) and everything held about them as a ZIP (user/exportData).
 * Both take no member id: the session says whose.
 */
export const accessLogRequest = z.object({
  page,
  size: pageSize(ACCESS_LOG_PAGE_SIZE, MAX_ACCESS_LOG_PAGE_SIZE),
});

/** What was opened: an upload (a scan or signature of a reservation), a document or a slip. */
export const accessFileTypes = ['upload', 'document', 'slip'] as const;
export type AccessFileType = (typeof accessFileTypes)[number];

/**
 * Who opened it: the member themselves (self), another member of the same reservation or business
 * (by name), staff (by role; the audit log keeps the person) or a script holding ADMIN_TOKEN.
 */
export const accessReader = z.object({
  kind: z.enum(['member', 'staff', 'script']),
  /** Another member's name; null for the member themselves, staff and scripts. */
  name: z.string().nullable(),
  /** The staff role (admin, operator, agent, auditor); null for members. */
  role: z.string().nullable(),
  self: z.boolean(),
});

export const accessEntry = z.object({
  id: z.string(),
  at: instantText,
  who: accessReader,
  /** 'export' when the member's own data export read it. */
  via: z.enum(['open', 'export']),
  file: z.object({
    name: z.string(),
    type: z.enum(accessFileTypes),
    /** An upload's kind (idCardFront …); null for documents and slips. */
    uploadKind: z.string().nullable(),
  }),
  /** The business it belongs to, once there is one. */
  orderNo: z.string().nullable(),
  /** The reservation's product, for a file of a reservation not yet a business. */
  productType: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof accessEntry>;

export const accessLogResponse = paged(accessEntry);
export type AccessLog = z.infer<typeof accessLogResponse>;

/** How often a member may export their data (a ZIP of every file is not a cheap answer). */
export const EXPORT_EVERY_MS = 60_000;

export const privacyCalls = {
  accessLog: { ...privacyRoutes.accessLog, request: accessLogRequest, response: accessLogResponse },
  /**
   * Answers the ZIP itself (HTTP 200, application/zip) on success; refusals (session, rate limit)
   * come in the envelope as for every call.
   */
  exportData: { ...privacyRoutes.exportData, request: z.object({}), response: z.null() },
} as const satisfies Record<string, CallDefinition>;
