import type { FastifyInstance } from 'fastify';
import { installAdminGuard } from './guard.ts';
import { registerAppointmentRoutes } from './routes-appointments.ts';
import { registerBusinessRoutes } from './routes-businesses.ts';
import { registerReviewRoutes } from './routes-review.ts';
import { registerAuditRoutes } from './routes-audit.ts';
import { registerMemberRoutes } from './routes-members.ts';
import { registerStaffRoutes } from './routes-staff.ts';

/**
 * The back office API under /admin/ (DESIGN.md "Businesses, payments, documents, back office").
 * Its own plugin scope: the guard, the error handler and the validator apply to these routes only.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  installAdminGuard(app);
  // Bodies are validated in the handlers, so messages follow the caller's language.
  app.setValidatorCompiler(() => (value) => ({ value }));
  registerAppointmentRoutes(app);
  registerBusinessRoutes(app);
  registerReviewRoutes(app);
  registerStaffRoutes(app);
  registerMemberRoutes(app);
  registerAuditRoutes(app);
}
