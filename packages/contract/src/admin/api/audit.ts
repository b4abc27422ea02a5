import * as z from 'zod';
import { auditQuery } from '../staff-schemas.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';

/** One entry of the audit log: who did what to which object, with the before and after. */
export const auditEntry = z.object({
  at: iso,
  actor: z.object({ type: z.string(), id: maybe, name: maybe }),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  changes: z.unknown(),
});

const at = adminEndpoints.audit;

export const auditRoutes = {
  list: json(at.list, {
    summary: 'Audit entries, filtered by object and actor (admin, auditor)',
    query: auditQuery,
    answer: page(auditEntry),
  }),
};

export type AuditEntry = z.output<typeof auditEntry>;
