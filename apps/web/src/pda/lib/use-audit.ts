import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery as Query } from '@app/contract/admin/staff-schemas';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from './admin-client';
import { pdaKeys } from './query-keys';

export type AuditQuery = Partial<Omit<Query, 'page' | 'size'>> & { page: number; size: number };

/** GET /admin/audit (admins and auditors), newest first; a blank filter is no filter. */
export function useAudit(query: AuditQuery, enabled: boolean) {
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return useQuery({
    queryKey: pdaKeys.audit(sent),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.audit.list, { query: sent as AuditQuery, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
