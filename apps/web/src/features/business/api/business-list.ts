import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BUSINESS_PAGE_SIZE, businessEndpoints } from '@app/contract/calls/endpoints';
import type { BusinessStatus } from '@app/contract/enums';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import { nextPage } from './paging';

/** insuranceservice/getbusinessforuser, page by page as the member scrolls; one cache per filter. */
export const businessListQueryOptions = (status?: BusinessStatus) =>
  infiniteQueryOptions({
    queryKey: businessKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      call(
        businessEndpoints.list,
        { page: pageParam, size: BUSINESS_PAGE_SIZE, status },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useBusinessList(status?: BusinessStatus) {
  return useInfiniteQuery(businessListQueryOptions(status));
}
