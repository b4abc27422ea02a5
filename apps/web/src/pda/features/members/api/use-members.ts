import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { businessCreate, linkCreate } from '@app/contract/admin/schemas';
import type * as z from 'zod';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export function useMembers(query: {
  q?: string;
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}) {
  return useQuery({
    queryKey: pdaKeys.memberList({ ...query }),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.members.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: pdaKeys.member(id),
    queryFn: ({ signal }) => adminCall(adminEndpoints.members.get, { params: { id }, signal }),
  });
}

export type LinkInput = z.input<typeof linkCreate>;
type BusinessCreateInput = z.input<typeof businessCreate>;

/**
 * POST /admin/appointment-links: opens a reservation for the member and mails its link. The server
 * builds the link from its PUBLIC_URL (the member app beside this console).
 */
export function useCreateLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInput) =>
      adminCall(adminEndpoints.appointments.createLink, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}

/** POST /admin/businesses for a member by e-mail, without a reservation; answers the business. */
export function useCreateMemberBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessCreateInput) =>
      adminCall(adminEndpoints.businesses.create, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
