import type { AppointmentQuery } from '@app/contract/admin/schemas';
import { appointmentRoutes as api } from '@app/contract/admin/api/appointments';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import {
  findUpload,
  getAppointment,
  listAppointments,
  revealAppointment,
} from './appointment-service.ts';
import { assignAppointment } from './assignment-service.ts';
import { bulkReservations } from './bulk-service.ts';
import { createAppointmentLink } from './link-service.ts';
import { serveAdmin, serveAdminFile } from './serve-admin.ts';

/** Reservations as the back office sees them, their uploaded files, and links sent to customers. */
export function registerAppointmentRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listAppointments(ctx, query));
  serveAdminExport(app, api.export, 'appointments', ({ ctx }, filters) =>
    listAppointments(ctx, filters as AppointmentQuery),
  );
  serveAdmin(app, api.get, ({ ctx, params }) => getAppointment(ctx, params.token));
  serveAdmin(app, api.update, ({ ctx, params, body }) =>
    assignAppointment(ctx, params.token, body.assigneeId),
  );
  serveAdmin(app, api.bulk, ({ ctx, body, lang }) => bulkReservations(ctx, body, lang));
  serveAdmin(app, api.reveal, ({ ctx, params }) => revealAppointment(ctx, params.token));
  serveAdminFile(app, api.upload, ({ ctx, params }) => findUpload(ctx, params.id));
  serveAdmin(app, api.createLink, ({ ctx, body }) => createAppointmentLink(ctx, body));
}
