import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@app/contract/calls/staff';
import { adminRequest } from '../../../lib/admin-client';
import type { StaffAccount } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

export function useStaffAccounts(enabled: boolean) {
  return useQuery({
    queryKey: pdaKeys.staff(),
    queryFn: ({ signal }) =>
      adminRequest<{ list: StaffAccount[] }>({ path: '/admin/staff', signal }),
    enabled,
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
    mutationFn: (input: InviteInput) =>
      adminRequest<StaffAccount>({ method: 'POST', path: '/admin/staff', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.staff() }),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: StaffRole; disabled?: boolean }) =>
      adminRequest<StaffAccount>({
        method: 'PATCH',
        path: `/admin/staff/${encodeURIComponent(id)}`,
        body: change,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.staff() }),
  });
}

/** Mails the person a single-use link to set a new password (the admin never sees it). */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ mailed: boolean; link?: string }>({
        method: 'POST',
        path: `/admin/staff/${encodeURIComponent(id)}/password-link`,
        body: {},
      }),
  });
}

/** Removes a colleague's second factors and ends their logins; they are mailed (admin). */
export function useResetMfa() {
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ mailed: boolean }>({
        method: 'POST',
        path: `/admin/staff/${encodeURIComponent(id)}/mfa-reset`,
        body: {},
      }),
  });
}
