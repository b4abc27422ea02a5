import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { Business, BusinessSummary, Page } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

export interface BusinessQuery {
  q: string;
  status: string;
  page: number;
  size: number;
}

export function useBusinesses(query: BusinessQuery) {
  return useQuery({
    queryKey: pdaKeys.businessList({ ...query }),
    queryFn: ({ signal }) =>
      adminRequest<Page<BusinessSummary>>({
        path: '/admin/businesses',
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const businessPath = (id: string) => `/admin/businesses/${encodeURIComponent(id)}`;

export function useBusiness(id: string) {
  return useQuery({
    queryKey: pdaKeys.business(id),
    queryFn: ({ signal }) => adminRequest<Business>({ path: businessPath(id), signal }),
  });
}

type Method = 'POST' | 'PATCH';

/**
 * Every write on a business: its fields, status, payments and documents. Each one refreshes the
 * business and the lists (a status or an order number shows in them).
 */
export function useBusinessWrite<Input>(
  method: Method,
  path: (input: Input) => string,
  body: (input: Input) => unknown = (input) => input,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      adminRequest<unknown>({ method, path: path(input), body: body(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
        client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
        client.invalidateQueries({ queryKey: pdaKeys.members() }),
      ]),
  });
}

export const businessPaths = {
  fields: (id: string) => businessPath(id),
  status: (id: string) => `${businessPath(id)}/status`,
  payments: (id: string) => `${businessPath(id)}/payments`,
  payment: (paymentId: string) => `/admin/payments/${encodeURIComponent(paymentId)}`,
  documents: (id: string) => `${businessPath(id)}/documents`,
};

/** One message of GET /admin/businesses/:id/messages: a notice and the fate of its e-mail. */
export interface BusinessMessage {
  id: string;
  kind: string;
  title: { zhCN: string; enUS: string };
  at: string;
  member: { id: string; name: string; email: string } | null;
  mail: {
    status: 'queued' | 'sending' | 'sent' | 'failed';
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    language: string | null;
  } | null;
}

/** What the business's members were told; refreshed with the business after every write. */
export function useBusinessMessages(id: string) {
  return useQuery({
    queryKey: [...pdaKeys.business(id), 'messages'],
    queryFn: ({ signal }) =>
      adminRequest<{ list: BusinessMessage[] }>({
        path: `${businessPath(id)}/messages`,
        signal,
      }),
  });
}
