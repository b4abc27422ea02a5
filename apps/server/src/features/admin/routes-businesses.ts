import { businessRoutes as api } from '@app/contract/admin/api/businesses';
import type { FastifyInstance } from 'fastify';
import { bulkBusinesses } from './bulk-service.ts';
import { changeStatus, createBusiness, updateBusiness } from './business-service.ts';
import { registerDocumentUpload } from './routes-documents.ts';
import { addPayment, updatePayment } from './payment-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Businesses, their status, payments and documents, maintained by the back office. */
export function registerBusinessRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.create, ({ ctx, body }) => createBusiness(ctx, body));
  serveAdmin(app, api.update, ({ ctx, params, body }) => updateBusiness(ctx, params.id, body));
  serveAdmin(app, api.bulk, ({ ctx, body, lang }) => bulkBusinesses(ctx, body, lang));
  serveAdmin(app, api.status, ({ ctx, params, body }) => changeStatus(ctx, params.id, body));
  serveAdmin(app, api.addPayment, ({ ctx, params, body }) => addPayment(ctx, params.id, body));
  serveAdmin(app, api.updatePayment, ({ ctx, params, body }) =>
    updatePayment(ctx, params.id, body),
  );
  registerDocumentUpload(app);
}
