import type { FastifyInstance } from 'fastify';
import { staffCtx } from './access.ts';
import {
  findUpload,
  getAppointment,
  listAppointments,
  revealAppointment,
} from './appointment-service.ts';
import { adminSchema, ok, parse } from './http.ts';
import { createAppointmentLink } from './link-service.ts';
import { appointmentQuery, idParam, linkCreate, tokenParam } from '@app/contract/admin/schemas';
import { sendStoredFile } from './send-file.ts';

/** Reservations as the back office sees them, their uploaded files, and links sent to customers. */
export function registerAppointmentRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/appointments',
    { schema: adminSchema({ querystring: appointmentQuery }, 'Find reservations, newest first') },
    async (req) =>
      ok(
        req,
        await listAppointments(staffCtx(app.ctx, req), parse(appointmentQuery, req.query, req)),
      ),
  );

  app.get(
    '/admin/appointments/:token',
    { schema: adminSchema({ params: tokenParam }, 'A reservation with its sections and uploads') },
    async (req) =>
      ok(
        req,
        await getAppointment(staffCtx(app.ctx, req), parse(tokenParam, req.params, req).token),
      ),
  );

  app.post(
    '/admin/appointments/:token/reveal',
    {
      schema: adminSchema(
        { params: tokenParam },
        "A reservation's ID, card, account and tax numbers in full (audited)",
      ),
    },
    async (req) =>
      ok(
        req,
        await revealAppointment(staffCtx(app.ctx, req), parse(tokenParam, req.params, req).token),
      ),
  );

  app.get(
    '/admin/uploads/:id',
    { schema: adminSchema({ params: idParam }, "A reservation's uploaded file (audited)") },
    async (req, reply) => {
      const ctx = staffCtx(app.ctx, req);
      return sendStoredFile(ctx, reply, await findUpload(ctx, parse(idParam, req.params, req).id));
    },
  );

  app.post(
    '/admin/appointment-links',
    {
      schema: adminSchema(
        { body: linkCreate },
        'Open a reservation for a member and mail its link',
      ),
    },
    async (req) =>
      ok(
        req,
        await createAppointmentLink(staffCtx(app.ctx, req), parse(linkCreate, req.body, req)),
      ),
  );
}
