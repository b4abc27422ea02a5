import type { AuditQuery } from '@app/contract/admin/staff-schemas';
import { auditRoutes as api } from '@app/contract/admin/api/audit';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { readAuditLog } from './audit-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** The audit log, newest first (admin, auditor). */
export function registerAuditRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => readAuditLog(ctx, query));
  serveAdminExport(app, api.export, 'audit', ({ ctx }, filters) =>
    readAuditLog(ctx, filters as AuditQuery),
  );
}
