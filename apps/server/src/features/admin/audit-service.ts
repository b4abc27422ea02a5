import type { AuditQuery } from '@app/contract/admin/staff-schemas';
import { listAudit } from '../../audit/audit-log.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { toIso } from '../../db/time.ts';

/** The audit log is read by admins and auditors only (DESIGN.md); times as ISO like every admin answer. */
export async function readAuditLog(ctx: StaffCtx, query: AuditQuery) {
  requireRole(ctx.access, 'admin', 'auditor');
  const page = await listAudit(ctx.db, query);
  return {
    ...page,
    list: page.list.map((entry) => ({ ...entry, at: toIso(entry.at) })),
  };
}
