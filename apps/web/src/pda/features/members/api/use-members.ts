import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentRoutes } from '@app/contract/admin/api/appointments';
import { businessRoutes } from '@app/contract/admin/api/businesses';
import { memberRoutes } from '@app/contract/admin/api/members';
import type { businessCreate, linkCreate } from '@app/contract/admin/schemas';
import type * as z from 'zod';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export function useMembers(query: { q: string; page: number; size: number }) {
  return useQuery({
    queryKey: pdaKeys.memberList({ ...query }),
    queryFn: ({ signal }) => adminCall(memberRoutes.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: pdaKeys.member(id),
    queryFn: ({ signal }) => adminCall(memberRoutes.get, { params: { id }, signal }),
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
    mutationFn: (input: LinkInput) => adminCall(appointmentRoutes.createLink, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}

/** POST /admin/businesses for a member by e-mail, without a reservation; answers the business. */
export function useCreateMemberBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessCreateInput) => adminCall(businessRoutes.create, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.all }),
  });
}
