import { isoDateToday } from '@app/contract/dates';
import type { StaffCtx } from './access.ts';
import { requireRole } from './access.ts';
import { dashboardCounts } from './dashboard-repository.ts';

/**
 * GET /admin/dashboard: every known role reads it (an agent their book); a role the console does
 * not know is refused, as the other reads. Today is the calendar day in REMINDER_TIME_ZONE, as
 * for the reminders.
 */
export async function readDashboard(ctx: StaffCtx) {
  requireRole(ctx.access, 'admin', 'operator', 'agent', 'auditor');
  const today = isoDateToday(new Date(), ctx.config.reminderTimeZone);
  return dashboardCounts(ctx.db, today, ctx.access.bookOf);
}
