import * as z from 'zod';
import { auditQuery } from '../staff-schemas.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** One entry of the audit log: who did what to which object, with the before and after. */
const auditObject = z.object({
  label: maybe,
  businessId: z.string().optional(),
  memberId: z.string().optional(),
  token: z.string().optional(),
  productType: z.string().optional(),
});

export const auditEntry = z.object({
  at: iso,
  actor: z.object({ type: z.string(), id: maybe, name: maybe }),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  changes: z.unknown(),
  /**
   * What a reader needs to name the object and link to it: a business's order number, a member's
   * or staff member's name, a reservation's token (with its product), a document's or payee's
   * name; label null when the object is gone or has no name. Looked up per page, by object type.
   */
  object: auditObject,
  /** The objects the changes name by id (a business's owner and reservation, an assignee), by id. */
  refs: z.record(z.string(), auditObject),
});

const at = adminEndpoints.audit;

export const auditRoutes = {
  export: exportRoute(at.export, 'the audit log', auditQuery),
  list: json(at.list, {
    summary:
      'Audit entries, filtered by object, person, action and days, each object named (admin, auditor)',
    query: auditQuery,
    answer: page(auditEntry),
  }),
};

export type AuditEntry = z.output<typeof auditEntry>;
