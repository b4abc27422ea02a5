import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, noticeEndpoints } from '@app/contract/calls/endpoints';
import type { Language } from '@app/contract/codes';
import { noticeKeys } from '../../../api/unread-notices';
import { call } from '../../../lib/request';

/** SPEC's "notice" helper: one page of the member's messages, in their language. */
export function notice(page: number, options: { signal?: AbortSignal } = {}) {
  return call(noticeEndpoints.notice, { page, size: NOTICE_PAGE_SIZE }, options);
}

export const noticesQueryOptions = (lang: Language) =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list(lang),
    queryFn: ({ pageParam, signal }) =>
      notice(pageParam, { signal }).then((data) => ({ ...data, page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * NOTICE_PAGE_SIZE < last.total ? last.page + 1 : undefined,
  });

export function useNotices(lang: Language) {
  return useInfiniteQuery(noticesQueryOptions(lang));
}
