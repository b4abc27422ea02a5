import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../lib/request';

/**
 * SPEC's "basic info" helper: user/basicInfo, the member's SPEC §3 fields. Shared because two
 * features read it: "My profile" shows it, and a reservation's person section fills from it.
 */
export function basicInfo(options: { signal?: AbortSignal } = {}) {
  return call(profileEndpoints.basicInfo, {}, options);
}

export const basicInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['basic-info'] as const,
    queryFn: ({ signal }) => basicInfo({ signal }),
  });

export function useBasicInfo() {
  return useQuery(basicInfoQueryOptions());
}
