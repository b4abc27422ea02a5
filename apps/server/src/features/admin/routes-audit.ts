import type { FastifyInstance } from 'fastify';
import { staffCtx } from './access.ts';
import { readAuditLog } from './audit-service.ts';
import { adminSchema, ok, parse } from './http.ts';
import { auditQuery } from '@app/contract/admin/staff-schemas';

/** The audit log, newest first (admin, auditor). */
export function registerAuditRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/audit',
    {
      schema: adminSchema(
        { querystring: auditQuery },
        'Audit entries, filtered by object and actor (admin, auditor)',
      ),
    },
    async (req) =>
      ok(req, await readAuditLog(staffCtx(app.ctx, req), parse(auditQuery, req.query, req))),
  );
}
