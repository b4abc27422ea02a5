import { reservationRoutes } from './api/reservations.ts';
import { auditRoutes } from './api/audit.ts';
import { businessRoutes } from './api/businesses.ts';
import { dashboardRoutes } from './api/dashboard.ts';
import { memberRoutes } from './api/members.ts';
import { noteRoutes } from './api/notes.ts';
import { noticeRoutes } from './api/notices.ts';
import { referenceRoutes } from './api/reference.ts';
import { remittanceRoutes } from './api/remittances.ts';
import { reviewRoutes } from './api/review.ts';
import { searchRoutes } from './api/search.ts';
import type { AdminAddress, AdminRoute } from './api/route.ts';
import { staffRoutes } from './api/staff.ts';

/**
 * The back office API (/admin/...), every route declared once, by resource (admin/api/*.ts):
 * method, path, summary, params, query, body and answer. The server serves each one through
 * serveAdmin; the console calls them with adminCall, importing only its screen's resource file.
 */
export const adminApi = {
  appointments: reservationRoutes,
  audit: auditRoutes,
  businesses: businessRoutes,
  dashboard: dashboardRoutes,
  members: memberRoutes,
  notes: noteRoutes,
  notices: noticeRoutes,
  reference: referenceRoutes,
  remittances: remittanceRoutes,
  review: reviewRoutes,
  search: searchRoutes,
  staff: staffRoutes,
};

/** Every declaration, flat: what the server must serve, and nothing else under /admin/. */
export const adminRoutes: readonly AdminRoute[] = Object.values(adminApi).flatMap(
  (resource): AdminRoute[] => Object.values(resource),
);

type Resources = typeof adminApi;
/** Every declaration, as one union of their types. */
export type AnyAdminRoute = {
  [K in keyof Resources]: Resources[K][keyof Resources[K]];
}[keyof Resources];

/** The declaration at an address (api/endpoints.ts): what the console's call of it is typed by. */
export type RouteAt<A extends AdminAddress> = Extract<
  AnyAdminRoute,
  { method: A['method']; path: A['path'] }
>;
