import type { MemberQuery } from '@app/contract/admin/staff-schemas';
import { memberRoutes as api } from '@app/contract/admin/api/members';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { getMember, listMembers } from './members-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Members as the back office sees them (every role; an agent only their book). */
export function registerMemberRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listMembers(ctx, query));
  serveAdminExport(app, api.export, 'members', ({ ctx }, filters) =>
    listMembers(ctx, filters as MemberQuery),
  );
  serveAdmin(app, api.get, ({ ctx, params }) => getMember(ctx, params.id));
}
