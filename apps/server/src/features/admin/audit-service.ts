import type { AuditQuery } from '@app/contract/admin/staff-schemas';
import { listAudit } from '../../audit/audit-log.ts';
import { nameObjects, nameReferences, objectIdsOf } from '../../audit/audit-objects.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { toIso } from '../../db/time.ts';
import { addDays } from '../../notify/reminders.ts';
import { dayStartIn } from './search-sql.ts';

/**
 * The audit log is read by admins and auditors only (DESIGN.md), every entry of it: an auditor
 * reads everything, so no entry is held back by object. Times as ISO like every admin answer; days
 * are the intermediary's (REMINDER_TIME_ZONE); each object named for the reader (audit-objects.ts).
 */
export async function readAuditLog(ctx: StaffCtx, query: AuditQuery) {
  requireRole(ctx.access, 'admin', 'auditor');
  const { objectId, from, to, ...rest } = query;
  const zone = ctx.config.reminderTimeZone;
  const page = await listAudit(ctx.db, {
    ...rest,
    ...(objectId ? { objectIds: await objectIdsOf(ctx.db, query.objectType ?? '', objectId) } : {}),
    ...(from ? { since: dayStartIn(from, zone) } : {}),
    ...(to ? { until: dayStartIn(addDays(to, 1), zone) } : {}),
  });
  const objects = await nameObjects(ctx.db, page.list);
  const refs = await nameReferences(ctx.db, page.list);
  return {
    ...page,
    list: page.list.map((entry, i) => ({
      ...entry,
      at: toIso(entry.at),
      object: objects[i]!,
      refs: refs[i]!,
    })),
  };
}
