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
  /** Submitted reservations holding an ID document (idExpiry) that expires within 90 days. */
  documentsExpiring: count,
});
export type Dashboard = z.output<typeof dashboard>;

/** At most this many days a calendar asks for: a month as a grid of whole weeks is 42. */
export const CALENDAR_MAX_DAYS = 62;

const day = z.iso.date({ error: 'validation.date' });

/** `from` to `to`, both included, in order and at most CALENDAR_MAX_DAYS days. */
export const calendarQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { error: 'validation.dateRange', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < CALENDAR_MAX_DAYS, {
    error: 'validation.dateRangeTooLong',
    path: ['to'],
    params: { days: CALENDAR_MAX_DAYS },
  });
export type CalendarQuery = z.output<typeof calendarQuery>;

export const calendarKinds = ['payment', 'renewal', 'coolingOff'] as const;

/**
 * One dated thing on a business: a pending payment record due (its amount and currency), the
 * anniversary of an in-force policy's effective date (a renewal), or its cooling-off ending.
 */
export const calendarEntry = z.object({
  date: z.string(),
  kind: z.enum(calendarKinds),
  businessId: z.string(),
  orderNo: z.string(),
  policyNo: z.string().nullable(),
  memberName: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
});
export type CalendarEntry = z.output<typeof calendarEntry>;

export const dashboardRoutes = {
  get: json(adminEndpoints.dashboard.get, {
    summary: 'The counts of what waits for staff, each a filtered list (every role; agent: book)',
    answer: dashboard,
  }),
  calendar: json(adminEndpoints.dashboard.calendar, {
    summary:
      'Payments due, renewals and cooling-off endings by day, from..to (every role; agent: book)',
    query: calendarQuery,
    answer: z.object({ entries: z.array(calendarEntry) }),
  }),
};
