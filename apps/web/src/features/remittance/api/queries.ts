import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@app/contract/codes';
import type { CreateRemittanceInput } from '@app/contract/calls/money-area';
import { businessKeys } from '../../../api/business-keys';
import { moneyKeys } from './keys';
import {
  accountDetails,
  createRemittance,
  dictionary,
  remittanceList,
  userBlotter,
} from './money-area';

/** The money area's queries and the one mutation; screens call these hooks, never fetch. */
export { usePayeesAndDue as usePayees } from '../../../api/payment-due';

export function useRemittances() {
  return useQuery({
    queryKey: moneyKeys.remittances(),
    queryFn: ({ signal }) => remittanceList({ pageNum: 1, pageSize: 100 }, { signal }),
    // Staff decide behind the member's back: each visit asks again (the app's default waits 30 s).
    staleTime: 0,
  });
}

export function useCreateRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRemittanceInput) => createRemittance(input, { loading: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moneyKeys.all });
      void client.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}

export function useAccountDetails() {
  return useQuery({
    queryKey: moneyKeys.accounts(),
    queryFn: ({ signal }) => accountDetails({ pageNum: 1, pageSize: 200 }, { signal }),
  });
}

export function useStatement(from: string, to: string) {
  return useQuery({
    queryKey: moneyKeys.statement(from, to),
    queryFn: ({ signal }) =>
      userBlotter(
        { page: 1, size: 50, ...(from ? { from } : {}), ...(to ? { to } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBankSwiftCodes(lang: Language, enabled: boolean) {
  return useQuery({
    queryKey: moneyKeys.dictionary('bankSwift', lang),
    queryFn: ({ signal }) => dictionary({ type: 'bankSwift' }, { signal }),
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
