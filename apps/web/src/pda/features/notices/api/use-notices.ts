import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberRoutes } from '@app/contract/admin/api/members';
import { noticeRoutes } from '@app/contract/admin/api/notices';
import type { noticeCreate } from '@app/contract/admin/notice-schemas';
import type * as z from 'zod';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export type { SentNotice } from '@app/contract/admin/api/notices';
export type NoticeInput = z.input<typeof noticeCreate>;

export const NOTICE_LIST_SIZE = 20;

/** GET /admin/notices: the notices sent, newest first, with their read counts. */
export function useSentNotices(page: number) {
  const query = { page, size: NOTICE_LIST_SIZE };
  return useQuery({
    queryKey: pdaKeys.notices(query),
    queryFn: ({ signal }) => adminCall(noticeRoutes.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The members call the Members screen uses, to pick the one to notify by e-mail. */
export function useMemberSearch(q: string) {
  const query = { q, page: 1, size: 10 };
  return useQuery({
    queryKey: pdaKeys.memberList(query),
    queryFn: ({ signal }) => adminCall(memberRoutes.list, { query: { ...query }, signal }),
    enabled: q !== '',
  });
}

/** POST /admin/notices. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => adminCall(noticeRoutes.send, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
