import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { AuditEntry, Page } from '../../../lib/admin-types';
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
    queryFn: ({ signal }) =>
      adminRequest<Page<AuditEntry>>({ path: '/admin/audit', query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
