import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessCalls } from '@app/contract/calls/business';
import { call } from '../../../lib/request';

export const businessDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['business', 'detail', id],
    queryFn: ({ signal }) => call(businessCalls.detail, { id }, { signal }),
  });

/** insuranceservice/GetSingleInsurance: every field of one business, with its documents. */
export function useBusinessDetail(id: string) {
  return useQuery({ ...businessDetailQueryOptions(id), enabled: id !== '' });
}
