import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export interface AuditQuery {
  objectType: string;
  objectId: string;
  actorId: string;
  page: number;
  size: number;
}

/** GET /admin/audit (admins and auditors), newest first. */
export function useAudit(query: AuditQuery, enabled: boolean) {
  return useQuery({
    queryKey: pdaKeys.audit({ ...query }),
    queryFn: ({ signal }) => adminCall(adminEndpoints.audit.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
