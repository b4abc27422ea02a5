import * as z from 'zod';
import { instantText, page, pageSize, recordId } from './paging.ts';
import { MAX_NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE, noticeRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * The message centre (DESIGN.md "The member's account area" and "Messages, e-mail and reminders").
 * A notice is addressed to one member or to all; its title and body come in the caller's language.
 */
export const noticeKinds = [
  'announcement',
  'statusChanged',
  'documentAdded',
  'paymentRecorded',
  'remittanceConfirmed',
  'remittanceRejected',
  'changesRequested',
  'reminder',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/**
 * Where opening a notice takes the member: a route of the member app with its query
 * (`/pages/business/detail?id=…`), never another site or a script URL.
 */
export const noticeLink = z
  .string()
  .trim()
  .max(300, 'validation.tooLong')
  .regex(/^\/pages\/[A-Za-z0-9_/-]+(\?[A-Za-z0-9_.~%=&-]*)?$/, 'validation.format');

const flag = z
  .union([z.literal('1'), z.literal(1), z.literal('true'), z.literal(true)])
  .transform(() => true as const);

export const noticeRequest = z.object({
  page,
  size: pageSize(NOTICE_PAGE_SIZE, MAX_NOTICE_PAGE_SIZE),
  /** Only unreadCount (the tab bar's badge asks this on every tabbed screen). */
  countOnly: flag.optional(),
});

export const notice = z.object({
  id: z.string(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string(),
  at: instantText,
  read: z.boolean(),
  link: z.string().nullable(),
});
export type Notice = z.infer<typeof notice>;

export const noticeListResponse = z.object({
  list: z.array(notice),
  total: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type NoticeList = z.infer<typeof noticeListResponse>;

/** One notice by its id, or every notice of the member with all=1. */
export const readNoticeRequest = z
  .object({ id: recordId.optional(), all: flag.optional() })
  .superRefine((value, ctx) => {
    if (!value.id && !value.all) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'validation.required' });
    }
  });

export const noticeCalls = {
  notice: { ...noticeRoutes.notice, request: noticeRequest, response: noticeListResponse },
  readNotice: { ...noticeRoutes.readNotice, request: readNoticeRequest, response: z.null() },
} as const satisfies Record<string, CallDefinition>;
