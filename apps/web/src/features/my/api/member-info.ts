import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls } from '@app/contract/calls/account';
import { call } from '../../../lib/request';

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member-info'],
    queryFn: ({ signal }) => call(accountCalls.memberInfo, {}, { signal }),
  });

/** policyholder/MemberInfo: the logged-in member's name, mobile and e-mail. */
export function useMemberInfo() {
  return useQuery(memberInfoQueryOptions());
}
