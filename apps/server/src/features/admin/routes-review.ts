import { reviewRoutes as api } from '@app/contract/admin/api/review';
import type { FastifyInstance } from 'fastify';
import { acceptReservation, requestChanges } from './review-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** The review of a business's reservation: send it back for changes, or accept it (issue 10). */
export function registerReviewRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.requestChanges, ({ ctx, params, body }) =>
    requestChanges(ctx, params.id, body),
  );
  serveAdmin(app, api.accept, ({ ctx, params, body }) => acceptReservation(ctx, params.id, body));
}
