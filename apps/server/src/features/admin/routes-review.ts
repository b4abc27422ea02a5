import type { FastifyInstance } from 'fastify';
import { acceptBody, idParam, requestChangesBody } from '@app/contract/admin/schemas';
import { staffCtx } from './access.ts';
import { adminSchema, ok, parse } from './http.ts';
import { acceptReservation, requestChanges } from './review-service.ts';

/** The review of a business's reservation: send it back for changes, or accept it (issue 10). */
export function registerReviewRoutes(app: FastifyInstance): void {
  app.post(
    '/admin/businesses/:id/request-changes',
    {
      schema: adminSchema(
        { params: idParam, body: requestChangesBody },
        "Reopen sections and upload kinds of a business's reservation for its member, with a note",
      ),
    },
    async (req) => {
      const { id } = parse(idParam, req.params, req);
      const body = parse(requestChangesBody, req.body, req);
      return ok(req, await requestChanges(staffCtx(app.ctx, req), id, body));
    },
  );

  app.post(
    '/admin/businesses/:id/accept',
    {
      schema: adminSchema(
        { params: idParam, body: acceptBody },
        "Accept a business's submitted reservation; a submitted business moves to reviewing",
      ),
    },
    async (req) => {
      const { id } = parse(idParam, req.params, req);
      const body = parse(acceptBody, req.body, req);
      return ok(req, await acceptReservation(staffCtx(app.ctx, req), id, body));
    },
  );
}
