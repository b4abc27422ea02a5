import type { FastifyInstance } from 'fastify';
import { businessQuery, idParam } from '@app/contract/admin/schemas';
import { staffCtx } from './access.ts';
import { findDocument, getBusinessDetail, listBusinesses } from './business-read-service.ts';
import { adminSchema, ok, parse } from './http.ts';
import { listBusinessMessages } from './messages-service.ts';
import { sendStoredFile } from './send-file.ts';

/** What the staff console reads of businesses: the list, one in full, its documents and messages. */
export function registerBusinessReadRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/businesses',
    {
      schema: adminSchema(
        { querystring: businessQuery },
        'Find businesses by order or policy number, member name or e-mail, and status',
      ),
    },
    async (req) =>
      ok(req, await listBusinesses(staffCtx(app.ctx, req), parse(businessQuery, req.query, req))),
  );

  app.get(
    '/admin/businesses/:id',
    {
      schema: adminSchema(
        { params: idParam },
        'A business with its members, payments, documents and status history',
      ),
    },
    async (req) =>
      ok(req, await getBusinessDetail(staffCtx(app.ctx, req), parse(idParam, req.params, req).id)),
  );

  app.get(
    '/admin/businesses/:id/messages',
    {
      schema: adminSchema(
        { params: idParam },
        "What a business's members were told (notices) and whether each e-mail was delivered",
      ),
    },
    async (req) =>
      ok(
        req,
        await listBusinessMessages(staffCtx(app.ctx, req), parse(idParam, req.params, req).id),
      ),
  );

  app.get(
    '/admin/documents/:id',
    { schema: adminSchema({ params: idParam }, "A business's approved document (audited)") },
    async (req, reply) => {
      const ctx = staffCtx(app.ctx, req);
      return sendStoredFile(
        ctx,
        reply,
        await findDocument(ctx, parse(idParam, req.params, req).id),
      );
    },
  );
}
