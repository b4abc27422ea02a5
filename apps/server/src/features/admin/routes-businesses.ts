import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { staffCtx } from './access.ts';
import type { StaffCtx } from './access.ts';
import { changeStatus, createBusiness, updateBusiness } from './business-service.ts';
import { registerDocumentUpload } from './routes-documents.ts';
import { adminSchema, ok, parse } from './http.ts';
import { addPayment, updatePayment } from './payment-service.ts';
import {
  businessCreate,
  businessPatch,
  idParam,
  paymentCreate,
  paymentPatch,
  statusChangeBody,
} from '@app/contract/admin/schemas';

/** Businesses, their status, payments and documents, maintained by the back office. */
export function registerBusinessRoutes(app: FastifyInstance): void {
  const id = (params: unknown, req: Parameters<typeof parse>[2]) => parse(idParam, params, req).id;

  app.post(
    '/admin/businesses',
    {
      schema: adminSchema(
        { body: businessCreate },
        'Create a business from a reservation or for a member',
      ),
    },
    async (req) =>
      ok(req, await createBusiness(staffCtx(app.ctx, req), parse(businessCreate, req.body, req))),
  );

  /** A change to one record: the id from the path and the body, each checked, then the service. */
  const changeById = <S extends z.ZodType>(
    body: S,
    summary: string,
    change: (ctx: StaffCtx, id: string, input: z.output<S>) => Promise<unknown>,
  ) => ({
    schema: adminSchema({ params: idParam, body }, summary),
    handler: async (req: FastifyRequest) =>
      ok(
        req,
        await change(staffCtx(app.ctx, req), id(req.params, req), parse(body, req.body, req)),
      ),
  });

  app.patch(
    '/admin/businesses/:id',
    changeById(businessPatch, "Update a business's fields (null clears)", updateBusiness),
  );
  app.post(
    '/admin/businesses/:id/status',
    changeById(
      statusChangeBody,
      'Move a business to a status, recorded in its history',
      changeStatus,
    ),
  );
  app.post(
    '/admin/businesses/:id/payments',
    changeById(paymentCreate, 'Record a payment', addPayment),
  );
  app.patch(
    '/admin/payments/:id',
    changeById(paymentPatch, 'Correct a payment record', updatePayment),
  );

  registerDocumentUpload(app);
}
