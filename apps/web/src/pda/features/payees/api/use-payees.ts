import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { PayeeCreate, PayeeQuery, payeePatch } from '@app/contract/admin/remittance-schemas';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** One page of the payees, sorted as asked. */
export function usePayees(query: PayeeQuery) {
  return useQuery({
    queryKey: [...pdaKeys.payees(), query],
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.remittances.payees, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreatePayee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayeeCreate) =>
      adminCall(adminEndpoints.remittances.createPayee, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.payees() }),
  });
}

export function useUpdatePayee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: z.input<typeof payeePatch> & { id: string }) =>
      adminCall(adminEndpoints.remittances.updatePayee, { params: { id }, body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.payees() }),
  });
}
