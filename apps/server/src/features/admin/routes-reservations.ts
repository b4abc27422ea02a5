import type { ReservationQuery } from '@app/contract/admin/schemas';
import { reservationRoutes as api } from '@app/contract/admin/api/reservations';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import {
  findUpload,
  getReservation,
  listReservations,
  revealReservation,
} from './reservation-service.ts';
import { assignReservation } from './assignment-service.ts';
import { bulkReservations } from './bulk-service.ts';
import { createReservationLink } from './link-service.ts';
import { serveAdmin, serveAdminFile } from './serve-admin.ts';

/** Reservations as the back office sees them, their uploaded files, and links sent to customers. */
export function registerReservationRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listReservations(ctx, query));
  serveAdminExport(app, api.export, 'appointments', ({ ctx }, filters) =>
    listReservations(ctx, filters as ReservationQuery),
  );
  serveAdmin(app, api.get, ({ ctx, params }) => getReservation(ctx, params.token));
  serveAdmin(app, api.update, ({ ctx, params, body }) =>
    assignReservation(ctx, params.token, body.assigneeId),
  );
  serveAdmin(app, api.bulk, ({ ctx, body, lang }) => bulkReservations(ctx, body, lang));
  serveAdmin(app, api.reveal, ({ ctx, params }) => revealReservation(ctx, params.token));
  serveAdminFile(app, api.upload, ({ ctx, params }) => findUpload(ctx, params.id));
  serveAdmin(app, api.createLink, ({ ctx, body }) => createReservationLink(ctx, body));
}
