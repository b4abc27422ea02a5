import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

export const businessDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['business', 'detail', id],
    queryFn: ({ signal }) => call(businessEndpoints.detail, { id }, { signal }),
  });

/** insuranceservice/GetSingleInsurance: every field of one business, with its documents. */
export function useBusinessDetail(id: string) {
  return useQuery({ ...businessDetailQueryOptions(id), enabled: id !== '' });
}
