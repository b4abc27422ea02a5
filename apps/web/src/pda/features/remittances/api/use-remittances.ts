import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRemittance } from '@app/contract/admin/remittance-schemas';
import { adminRequest } from '../../../lib/admin-client';
import type { Page } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

export interface RemittanceQuery {
  status: string;
  page: number;
  size: number;
}

export function useRemittances(query: RemittanceQuery) {
  return useQuery({
    queryKey: pdaKeys.remittanceList({ ...query }),
    queryFn: ({ signal }) =>
      adminRequest<Page<AdminRemittance>>({
        path: '/admin/remittances',
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Confirm (the payment record is added) or reject with a note; the business views refresh too. */
export function useDecideRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: string;
      decision: 'confirm' | 'reject';
      note?: string;
    }) =>
      adminRequest<AdminRemittance>({
        method: 'POST',
        path: `/admin/remittances/${encodeURIComponent(id)}/${decision}`,
        body: decision === 'reject' ? { note } : {},
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pdaKeys.remittances() });
      void client.invalidateQueries({ queryKey: pdaKeys.businesses() });
    },
  });
}
