import type { FastifyInstance } from 'fastify';
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
} from './schemas.ts';

/** Businesses, their status, payments and documents, maintained by the back office. */
export function registerBusinessRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const id = (params: unknown, req: Parameters<typeof parse>[2]) => parse(idParam, params, req).id;

  app.post(
    '/admin/businesses',
    {
      schema: adminSchema(
        { body: businessCreate },
        'Create a business from a reservation or for a member',
      ),
    },
    async (req) => ok(req, await createBusiness(ctx, parse(businessCreate, req.body, req))),
  );

  app.patch(
    '/admin/businesses/:id',
    {
      schema: adminSchema(
        { params: idParam, body: businessPatch },
        "Update a business's fields (null clears)",
      ),
    },
    async (req) =>
      ok(req, await updateBusiness(ctx, id(req.params, req), parse(businessPatch, req.body, req))),
  );

  app.post(
    '/admin/businesses/:id/status',
    {
      schema: adminSchema(
        { params: idParam, body: statusChangeBody },
        'Move a business to a status, recorded in its history',
      ),
    },
    async (req) =>
      ok(req, await changeStatus(ctx, id(req.params, req), parse(statusChangeBody, req.body, req))),
  );

  app.post(
    '/admin/businesses/:id/payments',
    { schema: adminSchema({ params: idParam, body: paymentCreate }, 'Record a payment') },
    async (req) =>
      ok(req, await addPayment(ctx, id(req.params, req), parse(paymentCreate, req.body, req))),
  );

  app.patch(
    '/admin/payments/:id',
    { schema: adminSchema({ params: idParam, body: paymentPatch }, 'Correct a payment record') },
    async (req) =>
      ok(req, await updatePayment(ctx, id(req.params, req), parse(paymentPatch, req.body, req))),
  );

  registerDocumentUpload(app);
}
