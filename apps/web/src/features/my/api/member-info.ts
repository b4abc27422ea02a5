import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

/** Query keys of the personal centre. */
export const memberKeys = {
  info: () => ['member-info'] as const,
};

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => call(accountEndpoints.memberInfo, {}, { signal }),
  });

/** policyholder/MemberInfo: the logged-in member's name, mobile and e-mail. */
export function useMemberInfo() {
  return useQuery(memberInfoQueryOptions());
}
