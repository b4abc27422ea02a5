import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@app/contract/calls/staff';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { StaffQuery } from '@app/contract/admin/staff-schemas';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** One page of the staff accounts, sorted as asked (the screen asks only for who may read them). */
export function useStaffAccounts(query: StaffQuery) {
  return useQuery({
    queryKey: [...pdaKeys.staff(), query],
    queryFn: ({ signal }) => adminCall(adminEndpoints.staff.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface InviteInput {
  name: string;
  email: string;
  role: StaffRole;
  password?: string;
}

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => adminCall(adminEndpoints.staff.create, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.staff() }),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: StaffRole; disabled?: boolean }) =>
      adminCall(adminEndpoints.staff.update, { params: { id }, body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.staff() }),
  });
}

/** Mails the person a single-use link to set a new password (the admin never sees it). */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: (id: string) =>
      adminCall(adminEndpoints.staff.passwordLink, { params: { id }, body: {} }),
  });
}

/** Removes a colleague's second factors and ends their logins; they are mailed (admin). */
export function useResetMfa() {
  return useMutation({
    mutationFn: (id: string) =>
      adminCall(adminEndpoints.staff.mfaReset, { params: { id }, body: {} }),
  });
}
