import type { FastifyInstance } from 'fastify';
import { staffCtx } from './access.ts';
import { adminSchema, ok, parse } from './http.ts';
import { getMember, listMembers } from './members-service.ts';
import { idParam } from '@app/contract/admin/schemas';
import { memberQuery } from '@app/contract/admin/staff-schemas';

/** Members as the back office sees them (every role; an agent only their book). */
export function registerMemberRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/members',
    {
      schema: adminSchema(
        { querystring: memberQuery },
        'Find members by name, e-mail or mobile, newest first',
      ),
    },
    async (req) =>
      ok(req, await listMembers(staffCtx(app.ctx, req), parse(memberQuery, req.query, req))),
  );

  app.get(
    '/admin/members/:id',
    { schema: adminSchema({ params: idParam }, 'A member with their reservations and businesses') },
    async (req) =>
      ok(req, await getMember(staffCtx(app.ctx, req), parse(idParam, req.params, req).id)),
  );
}
