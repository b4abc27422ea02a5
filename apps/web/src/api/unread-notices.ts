import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../lib/request';

/**
 * The message centre's query keys and the unread count. Shared because three places show the
 * count (the tab bar, the personal centre's entry, the message centre) and reading a message in
 * one must update the others: everything sits under `all`.
 */
export const noticeKeys = {
  all: ['notice'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  /** Titles and bodies come in the caller's language: one cache per language. */
  list: (lang: string) => [...noticeKeys.all, 'list', lang] as const,
};

/** user/notice with countOnly: one count query on the server, no page (every tabbed screen asks). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) =>
      call(noticeEndpoints.notice, { countOnly: 1 }, { signal }).then((data) => data.unreadCount),
    // Fresh when the member comes back to the app (another device may have read them).
    refetchOnWindowFocus: 'always',
  });

export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data ?? 0;
}
