import { noticeCreate, noticeQuery } from '@app/contract/admin/notice-schemas';
import type { FastifyInstance } from 'fastify';
import { listSentNotices, sendNotice } from './notice-service.ts';
import { staffCtx } from './access.ts';
import { adminSchema, ok, parse } from './http.ts';

/** Notices to members (DESIGN.md: POST /admin/notices) and the list of those sent. */
export function registerNoticeRoutes(app: FastifyInstance): void {
  app.post(
    '/admin/notices',
    {
      schema: adminSchema(
        { body: noticeCreate },
        'Send a notice to one member (memberId) or to all (all: true), in both languages',
      ),
    },
    async (req) =>
      ok(req, await sendNotice(staffCtx(app.ctx, req), parse(noticeCreate, req.body, req))),
  );

  app.get(
    '/admin/notices',
    {
      schema: adminSchema(
        { querystring: noticeQuery },
        'Notices sent, newest first, with how many members read each',
      ),
    },
    async (req) =>
      ok(req, await listSentNotices(staffCtx(app.ctx, req), parse(noticeQuery, req.query, req))),
  );
}
