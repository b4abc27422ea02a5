import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { LinkCreated, MemberDetail, MemberSummary, Page } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

export function useMembers(query: { q: string; page: number; size: number }) {
  return useQuery({
    queryKey: pdaKeys.memberList({ ...query }),
    queryFn: ({ signal }) =>
      adminRequest<Page<MemberSummary>>({ path: '/admin/members', query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: pdaKeys.member(id),
    queryFn: ({ signal }) =>
      adminRequest<MemberDetail>({ path: `/admin/members/${encodeURIComponent(id)}`, signal }),
  });
}

export interface LinkInput {
  email: string;
  productType: string;
  lang: string;
}

/**
 * POST /admin/appointment-links: opens a reservation for the member and mails its link. The server
 * builds the link from its PUBLIC_URL (the member app beside this console).
 */
export function useCreateLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInput) =>
      adminRequest<LinkCreated>({
        method: 'POST',
        path: '/admin/appointment-links',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}

/** POST /admin/businesses for a member by e-mail, without a reservation; answers the business. */
export function useCreateMemberBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ownerEmail?: string | undefined; productType?: string | undefined }) =>
      adminRequest<{ id: string }>({ method: 'POST', path: '/admin/businesses', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
