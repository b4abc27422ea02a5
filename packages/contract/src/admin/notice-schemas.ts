import * as z from 'zod';
import { noticeLink } from '../calls/notice.ts';
import { always } from '../sections/field-schema.ts';
import { reservationQuery } from './schemas.ts';
import { sorting } from './sorting.ts';

/**
 * What the back office sends to notify members (DESIGN.md: POST /admin/notices): one member by id,
 * or every member with all: true; the title and body in zh-CN and en-US and, optionally, zh-HK; an optional in-app link.
 */
const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
/** zh-HK may be left blank: the server writes the Hong Kong conversion of the zh-CN text. */
const eachLanguage = (max: number) =>
  z.strictObject(
    {
      zhCN: text(max),
      zhHK: z
        .string({ error: 'validation.required' })
        .trim()
        .max(max, 'validation.tooLong')
        .optional()
        .transform((value) => value || undefined),
      enUS: text(max),
    },
    { error: 'validation.required' },
  );

export const noticeCreate = z
  .strictObject({
    memberId: z.string().trim().min(1, 'validation.required').max(64).optional(),
    all: z.boolean({ error: 'validation.option' }).optional(),
    title: eachLanguage(100),
    body: eachLanguage(2000),
    link: noticeLink.optional().or(z.literal('').transform(() => undefined)),
  })
  // Exactly one audience: a member, or everyone (checked also when other fields failed).
  .superRefine((value, ctx) => {
    if (Boolean(value.memberId) === Boolean(value.all)) {
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'admin.noticeAudience' });
    }
  }, always);
export type NoticeCreate = z.output<typeof noticeCreate>;

export const noticeQuery = reservationQuery.pick({ page: true, size: true }).extend({
  memberId: z.string().trim().max(64, 'validation.tooLong').optional(),
  ...sorting('notices'),
});
export type NoticeQuery = z.output<typeof noticeQuery>;
