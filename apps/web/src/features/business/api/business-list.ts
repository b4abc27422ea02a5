import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BUSINESS_PAGE_SIZE, businessEndpoints } from '@app/contract/calls/endpoints';
import type { RequestOf } from '@app/contract/calls/types';
import type { BusinessStatus } from '@app/contract/enums';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import type { CallOptions } from '../../../lib/request';
import { nextPage } from './paging';

export type BusinessQuery = RequestOf<typeof businessEndpoints.list>;

/** insuranceservice/getbusinessforuser (SPEC §7 businessQuery): one page of the member's list. */
export const businessQuery = (query: BusinessQuery, options: CallOptions = {}) =>
  call(businessEndpoints.list, query, options);

/** The list page by page as the member scrolls; one cache per filter. */
export const businessListQueryOptions = (status?: BusinessStatus) =>
  infiniteQueryOptions({
    queryKey: businessKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      businessQuery({ page: pageParam, size: BUSINESS_PAGE_SIZE, status }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useBusinessList(status?: BusinessStatus) {
  return useInfiniteQuery(businessListQueryOptions(status));
}
