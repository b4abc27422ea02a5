/**
 * Every route of the staff console (hash routes under /pda/), with typed link builders, the way
 * src/config/paths.ts does it for the member app.
 */
const routes = {
  login: '/login',
  setPassword: '/set-password',
  dashboard: '/dashboard',
  calendar: '/calendar',
  queue: '/queue',
  reservation: '/reservations/:token',
  businesses: '/businesses',
  business: '/businesses/:id',
  members: '/members',
  member: '/members/:id',
  remittances: '/remittances',
  payees: '/payees',
  staff: '/staff',
  audit: '/audit',
  notices: '/notices',
  security: '/security',
  search: '/search',
} as const;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export interface AuditFilter {
  objectType?: string | undefined;
  objectId?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const consolePaths = {
  ...routes,
  /** The first screen after login, for every role (issue 37). */
  home: routes.dashboard,
  queueHref: (filter: Record<string, string>) => withQuery(routes.queue, filter),
  businessesHref: (filter: Record<string, string>) => withQuery(routes.businesses, filter),
  membersHref: (filter: Record<string, string>) => withQuery(routes.members, filter),
  searchHref: (q: string) => withQuery(routes.search, { q }),
  remittancesHref: (filter: Record<string, string>) => withQuery(routes.remittances, filter),
  calendarHref: (month: string) => withQuery(routes.calendar, { month }),
  reservationHref: (token: string) => `/reservations/${encodeURIComponent(token)}`,
  businessHref: (id: string) => `/businesses/${encodeURIComponent(id)}`,
  memberHref: (id: string) => `/members/${encodeURIComponent(id)}`,
  auditHref: (filter: AuditFilter) => withQuery(routes.audit, { ...filter }),
  /** The login that brings the staff member back to `from` afterwards. */
  loginHref: (from?: string) =>
    from && !from.startsWith(routes.login) ? withQuery(routes.login, { from }) : routes.login,
};

/** Only the console's own routes are accepted as a way back (no '//host', no 'javascript:'). */
export function safeReturn(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return consolePaths.home;
  return target.startsWith(routes.login) ? consolePaths.home : target;
}
