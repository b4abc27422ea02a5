import { SEARCH_GROUP_SIZE, searchRoutes } from '@app/contract/admin/api/search';
import type { FastifyInstance } from 'fastify';
import { listReservations } from './reservation-service.ts';
import { listBusinesses } from './business-read-service.ts';
import { listMembers } from './members-service.ts';
import { serveAdmin } from './serve-admin.ts';

/**
 * GET /admin/search: the three lists' own searches (db/contains.ts), first page each, so what it
 * finds and an agent's book are the lists' to the letter.
 */
export function registerSearchRoute(app: FastifyInstance): void {
  serveAdmin(app, searchRoutes.get, async ({ ctx, query: { q } }) => {
    const first = { q, page: 1, size: SEARCH_GROUP_SIZE };
    // Each answer's page and size are dropped by the declaration, which keeps list and total.
    const [members, reservations, businesses] = await Promise.all([
      listMembers(ctx, first),
      listReservations(ctx, first),
      listBusinesses(ctx, first),
    ]);
    return { members, reservations, businesses };
  });
}
