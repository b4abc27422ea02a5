import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Staff } from '@app/contract/calls/staff';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from './admin-client';
import { getStaff, subscribeSession } from './staff-session';

export const meKeys = { me: ['pda', 'me'] as const };

/**
 * Who is logged in: the profile stored at login, brought up to date by GET /admin/me (a role
 * changed by an admin takes effect here without a new login). Screens only render inside the
 * login guard, so a profile is there.
 */
export function useStaff(): Staff & { inviteCode?: string } {
  const stored = useSyncExternalStore(subscribeSession, getStaff, getStaff);
  const me = useQuery({
    queryKey: meKeys.me,
    queryFn: ({ signal }) => adminCall(adminEndpoints.staff.me, { signal }),
    enabled: stored !== null,
    staleTime: 5 * 60_000,
    // An older server without /admin/me: the stored profile stands.
    retry: false,
  });
  const base = stored ?? { id: '', name: '', email: '', role: 'auditor' as const };
  const fresh = me.data;
  // ADMIN_TOKEN is nobody (no id): the stored profile stands.
  if (!fresh || fresh.id !== base.id) return base;
  const { name, email, role, inviteCode } = fresh;
  return { ...base, name, role, email: email ?? base.email, ...(inviteCode ? { inviteCode } : {}) };
}
