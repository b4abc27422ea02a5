import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BUSINESS_PAGE_SIZE, businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import { nextPage } from './paging';

export const paymentRecordsQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: businessKeys.payments(businessId),
    queryFn: ({ pageParam, signal }) =>
      call(
        businessEndpoints.paymentRecords,
        { id: businessId, page: pageParam, size: BUSINESS_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** insuranceservice/getpaymentrecords: a business's payments, page by page. */
export function usePaymentRecords(businessId: string) {
  return useInfiniteQuery({
    ...paymentRecordsQueryOptions(businessId),
    enabled: businessId !== '',
  });
}
