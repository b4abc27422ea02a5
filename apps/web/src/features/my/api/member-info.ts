import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { rememberMember } from '../../../lib/storage';

/** Query keys of the personal centre. */
export const memberKeys = {
  info: () => ['member-info'] as const,
};

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: async ({ signal }) => {
      const member = await call(accountEndpoints.memberInfo, {}, { signal });
      rememberMember(member);
      return member;
    },
  });

/** policyholder/MemberInfo: the logged-in member's name, mobile and e-mail. */
export function useMemberInfo() {
  return useQuery(memberInfoQueryOptions());
}
