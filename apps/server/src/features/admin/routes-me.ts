import type { FastifyInstance } from 'fastify';
import { findStaffById } from '../../staff/staff-repository.ts';
import { staffCtx } from './access.ts';
import { requestLanguage } from '../../http/i18n.ts';
import { adminSchema, ok } from './http.ts';
import { adminReference } from './reference-codes.ts';

/**
 * GET /admin/me: who the console is logged in as, so it can show the name and offer only what the
 * role may do. ADMIN_TOKEN is nobody in particular and acts as admin.
 */
export function registerMeRoute(app: FastifyInstance): void {
  app.get(
    '/admin/me',
    { schema: adminSchema({}, 'The caller: name, role, invite code') },
    async (req) => {
      const { access, db } = staffCtx(app.ctx, req);
      const staff = access.actor.id === null ? undefined : await findStaffById(db, access.actor.id);
      return ok(req, {
        id: staff?.id ?? null,
        name: staff?.name ?? access.actor.name,
        email: staff?.email ?? null,
        role: access.role,
        inviteCode: staff?.invite_code ?? null,
      });
    },
  );

  app.get(
    '/admin/reference',
    {
      schema: adminSchema(
        {},
        'Insurers, products, currencies and banks staff pick from: names in the caller’s language, codes',
      ),
    },
    async (req) => ok(req, await adminReference(app.ctx.db, requestLanguage(req))),
  );
}
