import { referenceRoutes } from '@app/contract/admin/api/reference';
import { staffRoutes } from '@app/contract/admin/api/staff';
import type { FastifyInstance } from 'fastify';
import { findStaffById } from '../../staff/staff-repository.ts';
import { listAssignees } from './assignment-service.ts';
import { adminReference } from './reference-codes.ts';
import { serveAdmin } from './serve-admin.ts';

/**
 * GET /admin/me: who the console is logged in as, so it can show the name and offer only what the
 * role may do. ADMIN_TOKEN is nobody in particular and acts as admin.
 */
export function registerMeRoute(app: FastifyInstance): void {
  serveAdmin(app, staffRoutes.me, async ({ ctx: { access, db } }) => {
    const staff = access.actor.id === null ? undefined : await findStaffById(db, access.actor.id);
    return {
      id: staff?.id ?? null,
      name: staff?.name ?? access.actor.name,
      email: staff?.email ?? null,
      role: access.role,
      inviteCode: staff?.invite_code ?? null,
    };
  });

  serveAdmin(app, staffRoutes.assignees, ({ ctx }) => listAssignees(ctx));
  serveAdmin(app, referenceRoutes.get, ({ lang }) => adminReference(app.ctx.db, lang));
}
