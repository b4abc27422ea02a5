import type { BusinessQuery } from '@app/contract/admin/schemas';
import { businessRoutes as api } from '@app/contract/admin/api/businesses';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { findDocument, getBusinessDetail, listBusinesses } from './business-read-service.ts';
import { listBusinessMessages } from './messages-service.ts';
import { serveAdmin, serveAdminFile } from './serve-admin.ts';

/** What the staff console reads of businesses: the list, one in full, its documents and messages. */
export function registerBusinessReadRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listBusinesses(ctx, query));
  serveAdminExport(app, api.export, 'businesses', ({ ctx }, filters) =>
    listBusinesses(ctx, filters as BusinessQuery),
  );
  serveAdmin(app, api.get, ({ ctx, params }) => getBusinessDetail(ctx, params.id));
  serveAdmin(app, api.messages, ({ ctx, params }) => listBusinessMessages(ctx, params.id));
  serveAdminFile(app, api.document, ({ ctx, params }) => findDocument(ctx, params.id));
}
