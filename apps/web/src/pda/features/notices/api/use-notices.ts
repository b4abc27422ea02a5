import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { noticeCreate } from '@app/contract/admin/notice-schemas';
import type * as z from 'zod';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export type { SentNotice } from '@app/contract/admin/api/notices';
export type NoticeInput = z.input<typeof noticeCreate>;

/** GET /admin/notices: the notices sent, newest first unless sorted, with their read counts. */
export function useSentNotices(query: {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}) {
  return useQuery({
    queryKey: pdaKeys.notices(query),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.notices.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The members call the Members screen uses, to pick the one to notify by e-mail. */
export function useMemberSearch(q: string) {
  const query = { q, page: 1, size: 10 };
  return useQuery({
    queryKey: pdaKeys.memberList(query),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.members.list, { query: { ...query }, signal }),
    enabled: q !== '',
  });
}

/** POST /admin/notices. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => adminCall(adminEndpoints.notices.send, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
