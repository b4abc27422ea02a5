import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { AdminPayee, PayeeCreate, payeePatch } from '@app/contract/admin/remittance-schemas';
import { adminRequest } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export function usePayees() {
  return useQuery({
    queryKey: pdaKeys.payees(),
    queryFn: ({ signal }) =>
      adminRequest<{ list: AdminPayee[] }>({ path: '/admin/payees', signal }),
  });
}

export function useCreatePayee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayeeCreate) =>
      adminRequest<AdminPayee>({ method: 'POST', path: '/admin/payees', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.payees() }),
  });
}

export function useUpdatePayee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: z.input<typeof payeePatch> & { id: string }) =>
      adminRequest<AdminPayee>({
        method: 'PATCH',
        path: `/admin/payees/${encodeURIComponent(id)}`,
        body: patch,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.payees() }),
  });
}
