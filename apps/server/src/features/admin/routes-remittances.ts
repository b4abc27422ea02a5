import type { FastifyInstance } from 'fastify';
import { staffCtx } from './access.ts';
import { adminSchema, ok, parse } from './http.ts';
import { createPayee, listPayees, updatePayee } from './payee-service.ts';
import { confirmRemittance, listRemittances, rejectRemittance } from './remittance-service.ts';
import { idParam } from '@app/contract/admin/schemas';
import {
  payeeCreate,
  payeePatch,
  remittanceConfirm,
  remittanceQuery,
  remittanceReject,
} from '@app/contract/admin/remittance-schemas';

/** Payees (every role reads; admin, operator write) and members' remittance notices. */
export function registerRemittanceRoutes(app: FastifyInstance): void {
  const id = (params: unknown, req: Parameters<typeof parse>[2]) => parse(idParam, params, req).id;

  app.get(
    '/admin/payees',
    { schema: adminSchema({}, 'Official accounts for premiums') },
    async (req) => ok(req, await listPayees(staffCtx(app.ctx, req))),
  );
  app.post(
    '/admin/payees',
    { schema: adminSchema({ body: payeeCreate }, 'Add an official account (admin, operator)') },
    async (req) =>
      ok(req, await createPayee(staffCtx(app.ctx, req), parse(payeeCreate, req.body, req))),
  );
  app.patch(
    '/admin/payees/:id',
    {
      schema: adminSchema(
        { params: idParam, body: payeePatch },
        'Change or disable an official account (admin, operator)',
      ),
    },
    async (req) =>
      ok(
        req,
        await updatePayee(
          staffCtx(app.ctx, req),
          id(req.params, req),
          parse(payeePatch, req.body, req),
        ),
      ),
  );

  app.get(
    '/admin/remittances',
    {
      schema: adminSchema(
        { querystring: remittanceQuery },
        "Members' remittance notices, newest first (agent: book)",
      ),
    },
    async (req) =>
      ok(
        req,
        await listRemittances(staffCtx(app.ctx, req), parse(remittanceQuery, req.query, req)),
      ),
  );
  app.post(
    '/admin/remittances/:id/confirm',
    {
      schema: adminSchema(
        { params: idParam, body: remittanceConfirm },
        'Confirm a remittance: the instalment it pays (paymentRecordId, else the oldest pending ' +
          'in its currency) is marked paid with its amount and date; the next payment date moves',
      ),
    },
    async (req) =>
      ok(
        req,
        await confirmRemittance(
          staffCtx(app.ctx, req),
          id(req.params, req),
          parse(remittanceConfirm, req.body ?? {}, req),
        ),
      ),
  );
  app.post(
    '/admin/remittances/:id/reject',
    {
      schema: adminSchema(
        { params: idParam, body: remittanceReject },
        'Reject a remittance with a note the member reads',
      ),
    },
    async (req) =>
      ok(
        req,
        await rejectRemittance(
          staffCtx(app.ctx, req),
          id(req.params, req),
          parse(remittanceReject, req.body, req),
        ),
      ),
  );
}
