import * as z from 'zod';
import type { Language } from '../../codes.ts';
import { noticeCreate, noticeQuery } from '../notice-schemas.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** Notices to members (DESIGN.md: POST /admin/notices) and the list of those sent. */
export const noticeTexts = z.object({ zhCN: z.string(), zhHK: z.string(), enUS: z.string() });
export type NoticeTexts = z.output<typeof noticeTexts>;

/** A notice's text in a console language: each reads its own half (D88). */
export const noticeTextIn = (texts: NoticeTexts, lang: Language): string =>
  texts[({ 'zh-CN': 'zhCN', 'zh-HK': 'zhHK', 'en-US': 'enUS' } as const)[lang]];

export const sentNotice = z.object({
  id: z.string(),
  memberId: maybe,
  memberEmail: maybe,
  memberName: maybe,
  kind: z.string(),
  title: noticeTexts,
  body: noticeTexts,
  link: maybe,
  createdAt: iso,
  /** The staff member's name. */
  createdBy: maybe,
  /** How many members read it. */
  reads: z.number(),
});

const at = adminEndpoints.notices;

export const noticeRoutes = {
  export: exportRoute(at.export, 'sent notices', noticeQuery),
  send: json(at.send, {
    summary:
      'Send a notice to one member (memberId) or to all (all: true), in each language (zh-HK optional: converted from zh-CN)',
    body: noticeCreate,
    answer: z.object({ id: z.string() }),
  }),
  list: json(at.list, {
    summary: 'Notices sent, newest first, with how many members read each',
    query: noticeQuery,
    answer: page(sentNotice),
  }),
};

export type SentNotice = z.output<typeof sentNotice>;
