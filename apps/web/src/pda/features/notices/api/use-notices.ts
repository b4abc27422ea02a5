import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { MemberSummary, Page } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

export interface SentNotice {
  id: string;
  memberId: string | null;
  memberEmail: string | null;
  memberName: string | null;
  kind: string;
  title: { zhCN: string; enUS: string };
  body: { zhCN: string; enUS: string };
  link: string | null;
  createdAt: string;
  createdBy: string | null;
  reads: number;
}

export interface NoticeInput {
  memberId?: string;
  all?: true;
  title: { zhCN: string; enUS: string };
  body: { zhCN: string; enUS: string };
  link?: string;
}

export const NOTICE_LIST_SIZE = 20;

/** GET /admin/notices: the notices sent, newest first, with their read counts. */
export function useSentNotices(page: number) {
  const query = { page, size: NOTICE_LIST_SIZE };
  return useQuery({
    queryKey: pdaKeys.notices(query),
    queryFn: ({ signal }) =>
      adminRequest<Page<SentNotice>>({ path: '/admin/notices', query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The members call the Members screen uses, to pick the one to notify by e-mail. */
export function useMemberSearch(q: string) {
  const query = { q, page: 1, size: 10 };
  return useQuery({
    queryKey: pdaKeys.memberList(query),
    queryFn: ({ signal }) =>
      adminRequest<Page<MemberSummary>>({ path: '/admin/members', query: { ...query }, signal }),
    enabled: q !== '',
  });
}

/** POST /admin/notices. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) =>
      adminRequest<{ id: string }>({ method: 'POST', path: '/admin/notices', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
