import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { RouteAt } from '@app/contract/admin/api';
import type { AdminAddress } from '@app/contract/admin/api/route';
import { adminCall } from '../../../lib/admin-client';
import type { AdminCallArgs, AdminCallInput } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export interface BusinessQuery {
  q?: string;
  status?: string;
  /** `me`: only what the caller looks after; '' for everyone's. */
  assignee?: string;
  /** The dashboard's filters ('' for none): `7` or `30`, `1`, `1`. */
  due?: string;
  overdue?: string;
  coolingOff?: string;
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export function useBusinesses(query: BusinessQuery) {
  return useQuery({
    queryKey: pdaKeys.businessList({ ...query }),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.businesses.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBusiness(id: string) {
  return useQuery({
    queryKey: pdaKeys.business(id),
    queryFn: ({ signal }) => adminCall(adminEndpoints.businesses.get, { params: { id }, signal }),
  });
}

/**
 * Every write on a business: its fields, status, payments and documents, each a route's address in
 * the contract with the call its input makes. Each one refreshes the business and the lists (a
 * status or an order number shows in them).
 */
export function useBusinessWrite<A extends AdminAddress, Input>(
  route: A,
  call: (input: Input) => AdminCallInput<RouteAt<A>>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => adminCall(route, ...([call(input)] as AdminCallArgs<RouteAt<A>>)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
        client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
        client.invalidateQueries({ queryKey: pdaKeys.members() }),
        client.invalidateQueries({ queryKey: pdaKeys.audits() }),
      ]),
  });
}

/** What the business's members were told; refreshed with the business after every write. */
export function useBusinessMessages(id: string) {
  return useQuery({
    queryKey: [...pdaKeys.business(id), 'messages'],
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.businesses.messages, { params: { id }, signal }),
  });
}
