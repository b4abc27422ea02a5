import { dashboardRoutes as api } from '@app/contract/admin/api/dashboard';
import type { FastifyInstance } from 'fastify';
import { readCalendar } from './calendar-service.ts';
import { readDashboard } from './dashboard-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** The console's first screen, the counts of what waits, and its calendar (every role; an agent their book). */
export function registerDashboardRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.get, ({ ctx }) => readDashboard(ctx));
  serveAdmin(app, api.calendar, ({ ctx, query }) => readCalendar(ctx, query));
}
