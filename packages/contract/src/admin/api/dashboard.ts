import * as z from 'zod';
import { adminEndpoints } from './endpoints.ts';
import { json } from './route.ts';

const count = z.number().int().min(0);

/**
 * The console's first screen (issue 37, DESIGN.md "The console's back office"): what waits for
 * staff, each a count of the rows of a list the console links to, filtered. An agent's counts are
 * of their book. Dates are calendar days in REMINDER_TIME_ZONE; "due" and "overdue" count
 * businesses with a pending payment record so dated, "coolingOffEnding" businesses whose
 * cooling-off expiry is within the next 7 days (today included).
 */
export const dashboard = z.object({
  reservationsWaiting: count,
  changesRequested: count,
  dueIn7Days: count,
  dueIn30Days: count,
  overdue: count,
  coolingOffEnding: count,
  remittancesToConfirm: count,
  /** ID documents expiring within 90 days: the sections hold no expiry date yet, so always 0. */
  documentsExpiring: count,
});
export type Dashboard = z.output<typeof dashboard>;

export const dashboardRoutes = {
  get: json(adminEndpoints.dashboard.get, {
    summary: 'The counts of what waits for staff, each a filtered list (every role; agent: book)',
    answer: dashboard,
  }),
};
