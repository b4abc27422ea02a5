import type { BusinessStatus } from '@app/contract/enums';

/**
 * Query keys of every business view. Shared because two features use them: the business screens
 * cache under them, and a submitted reservation (appointment feature) marks them all stale.
 * Everything starts with `all`, so invalidating it reaches lists, details, histories and payments.
 */
export const businessKeys = {
  all: ['business'] as const,
  list: (status?: BusinessStatus) => [...businessKeys.all, 'list', status ?? 'all'] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  statusChanges: (id: string) => [...businessKeys.all, 'status-changes', id] as const,
  payments: (businessId: string) => [...businessKeys.all, 'payment-records', businessId] as const,
  payment: (id: string) => [...businessKeys.all, 'payment-record', id] as const,
};
