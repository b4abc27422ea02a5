import type { NoticeQuery } from '@app/contract/admin/notice-schemas';
import { noticeRoutes as api } from '@app/contract/admin/api/notices';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { listSentNotices, sendNotice } from './notice-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Notices to members (DESIGN.md: POST /admin/notices) and the list of those sent. */
export function registerNoticeRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.send, ({ ctx, body }) => sendNotice(ctx, body));
  serveAdmin(app, api.list, ({ ctx, query }) => listSentNotices(ctx, query));
  serveAdminExport(app, api.export, 'notices', ({ ctx }, filters) =>
    listSentNotices(ctx, filters as NoticeQuery),
  );
}
