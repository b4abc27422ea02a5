import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

export const statusChangesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['business', 'status-changes', id],
    queryFn: ({ signal }) => call(businessEndpoints.statusChanges, { id }, { signal }),
  });

/** insuranceservice/getstatuschange: a business's history, {from, to, at, note} per step. */
export function useStatusChanges(id: string) {
  return useQuery({ ...statusChangesQueryOptions(id), enabled: id !== '' });
}
