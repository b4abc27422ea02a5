import { useQuery } from '@tanstack/react-query';
import { remittanceEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../lib/request';

/**
 * remittance/payees: the accounts a business is paid to and the instalment due on it (null when
 * nothing is). Shared because two features read it: the pay screen (money area) and the business
 * detail, whose Pay button shows only where a payment is due. Staff confirm remittances behind
 * the member's back, so each visit asks again.
 */
export const payeesKey = (businessId: string) => ['money-area', 'payees', businessId] as const;

export function usePayeesAndDue(businessId: string) {
  return useQuery({
    queryKey: payeesKey(businessId),
    queryFn: ({ signal }) => call(remittanceEndpoints.payees, { businessId }, { signal }),
    enabled: businessId !== '',
    staleTime: 0,
  });
}
