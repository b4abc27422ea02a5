import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

export const paymentRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['business', 'payment-record', id],
    queryFn: ({ signal }) => call(businessEndpoints.paymentRecord, { id }, { signal }),
  });

/** insuranceservice/getpaymentrecord: one payment. */
export function usePaymentRecord(id: string) {
  return useQuery({ ...paymentRecordQueryOptions(id), enabled: id !== '' });
}
