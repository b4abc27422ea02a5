/**
 * Query keys of the back office's objects. Shared by the features (the queue, a reservation,
 * a member's page all list reservations), so a change made on one screen refreshes the others.
 */
export const pdaKeys = {
  all: ['pda'] as const,
  dashboard: () => [...pdaKeys.all, 'dashboard'] as const,
  calendar: (from: string, to: string) => [...pdaKeys.all, 'calendar', from, to] as const,
  reservations: () => [...pdaKeys.all, 'reservations'] as const,
  reservationList: (query: Record<string, unknown>) =>
    [...pdaKeys.reservations(), 'list', query] as const,
  reservation: (token: string) => [...pdaKeys.reservations(), 'one', token] as const,
  businesses: () => [...pdaKeys.all, 'businesses'] as const,
  businessList: (query: Record<string, unknown>) =>
    [...pdaKeys.businesses(), 'list', query] as const,
  business: (id: string) => [...pdaKeys.businesses(), 'one', id] as const,
  members: () => [...pdaKeys.all, 'members'] as const,
  memberList: (query: Record<string, unknown>) => [...pdaKeys.members(), 'list', query] as const,
  member: (id: string) => [...pdaKeys.members(), 'one', id] as const,
  staff: () => [...pdaKeys.all, 'staff'] as const,
  /** Every audit query: each write refreshes it, so an object's history shows the write. */
  audits: () => [...pdaKeys.all, 'audit'] as const,
  audit: (query: Record<string, unknown>) => [...pdaKeys.audits(), query] as const,
  notices: (query: Record<string, unknown>) => [...pdaKeys.all, 'notices', query] as const,
  file: (path: string) => [...pdaKeys.all, 'file', path] as const,
  payees: () => [...pdaKeys.all, 'payees'] as const,
  remittances: () => [...pdaKeys.all, 'remittances'] as const,
  remittanceList: (query: Record<string, unknown>) =>
    [...pdaKeys.remittances(), 'list', query] as const,
};
