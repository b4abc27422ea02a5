import type { FastifyInstance } from 'fastify';
import { requireWrite } from './access.ts';
import { installAdminGuard } from './guard.ts';
import { registerReservationRoutes } from './routes-reservations.ts';
import { registerBusinessReadRoutes } from './routes-business-reads.ts';
import { registerBusinessRoutes } from './routes-businesses.ts';
import { registerDashboardRoutes } from './routes-dashboard.ts';
import { registerMeRoute } from './routes-me.ts';
import { registerReviewRoutes } from './routes-review.ts';
import { registerAuditRoutes } from './routes-audit.ts';
import { registerMemberRoutes } from './routes-members.ts';
import { registerRemittanceRoutes } from './routes-remittances.ts';
import { registerNoteRoutes } from './routes-notes.ts';
import { registerSearchRoute } from './routes-search.ts';
import { registerNoticeRoutes } from './routes-notices.ts';
import { registerStaffRoutes } from './routes-staff.ts';

/**
 * The back office API under /admin/ (DESIGN.md "Businesses, payments, documents, back office").
 * Its own plugin scope: the guard, the error handler and the validator apply to these routes only.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  installAdminGuard(app);
  // Auditors write nothing: refused (after the guard, which runs first) before any body is read or
  // validated, so a 403 never turns into a 400. The services check again for the CLI.
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.access) requireWrite(req.access);
  });
  // Bodies are validated in the handlers, so messages follow the caller's language.
  app.setValidatorCompiler(() => (value) => ({ value }));
  registerMeRoute(app);
  registerDashboardRoutes(app);
  registerReservationRoutes(app);
  registerBusinessRoutes(app);
  registerBusinessReadRoutes(app);
  registerReviewRoutes(app);
  registerStaffRoutes(app);
  registerMemberRoutes(app);
  registerAuditRoutes(app);
  registerRemittanceRoutes(app);
  registerNoticeRoutes(app);
  registerNoteRoutes(app);
  registerSearchRoute(app);
}
