import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACCESS_LOG_PAGE_SIZE, privacyEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';

/** user/accessLog: one page of who opened the member's files, newest first. */
export function accessLog(page: number, options: { signal?: AbortSignal } = {}) {
  return call(privacyEndpoints.accessLog, { page, size: ACCESS_LOG_PAGE_SIZE }, options);
}

export const accessLogKeys = { all: ['access-log'] as const };

export const accessLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accessLogKeys.all,
    queryFn: ({ pageParam, signal }) => accessLog(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * last.size < last.total ? last.page + 1 : undefined,
  });

export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions());
}
