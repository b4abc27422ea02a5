import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member-info'],
    queryFn: ({ signal }) => call(accountEndpoints.memberInfo, {}, { signal }),
  });

/** policyholder/MemberInfo: the logged-in member's name, mobile and e-mail. */
export function useMemberInfo() {
  return useQuery(memberInfoQueryOptions());
}
