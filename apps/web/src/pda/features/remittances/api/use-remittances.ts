import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { RemittanceQuery } from '@app/contract/admin/remittance-schemas';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export function useRemittances(query: RemittanceQuery) {
  return useQuery({
    queryKey: pdaKeys.remittanceList({ ...query }),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.remittances.list, { query: { ...query }, signal }),
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
      decision === 'reject'
        ? adminCall(adminEndpoints.remittances.reject, {
            params: { id },
            body: { note: note ?? '' },
          })
        : adminCall(adminEndpoints.remittances.confirm, { params: { id }, body: {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pdaKeys.remittances() });
      void client.invalidateQueries({ queryKey: pdaKeys.businesses() });
    },
  });
}
