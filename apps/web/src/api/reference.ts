import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceEndpoints } from '@app/contract/calls/endpoints';
import type { Language } from '@app/contract/codes';
import { call } from '../lib/request';
import type { CallOptions } from '../lib/request';

/**
 * Reference data (getinscommonenum, getbanklist), read by the business screens' labels and the
 * reservation forms' pickers from one cache. The zod-free endpoints keep zod out of the business
 * screens; the server validates its own seeded tables.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  // The server answers in the caller's language, so each language has its own entry.
  commonEnums: (lang: Language) => [...referenceKeys.all, 'enums', lang] as const,
  banks: () => [...referenceKeys.all, 'banks'] as const,
  currencies: (lang: Language) => [...referenceKeys.all, 'currencies', lang] as const,
};

// Reference data changes only when the back office relabels it: an hour is fresh enough. No
// retries: every reader falls back to the contract's built-in lists at once.
const reference = { staleTime: 60 * 60 * 1000, retry: false } as const;

export const commonEnumsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: referenceKeys.commonEnums(lang),
    queryFn: ({ signal }) => call(referenceEndpoints.commonEnums, {}, { signal }),
    ...reference,
  });

/** insuranceservice/getinscommonenum: every enumeration's options in the member's language. */
export function useCommonEnums(lang: Language) {
  return useQuery(commonEnumsQueryOptions(lang));
}

/** insuranceservice/getbanklist (SPEC §7 bankList). */
export const bankList = (options: CallOptions = {}) => call(referenceEndpoints.banks, {}, options);

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.banks(),
    queryFn: ({ signal }) => bankList({ signal }),
    ...reference,
  });

/** insuranceservice/getbanklist: {code, name, swift}; choosing a bank fills name and SWIFT. */
export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}

export const currenciesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: referenceKeys.currencies(lang),
    queryFn: ({ signal }) =>
      call(referenceEndpoints.currencies, { page: 1, size: 200 }, { signal }),
    ...reference,
  });

/** insuranceservice/getlibcurrency (SPEC: page 1, size 200): {code, name} in the member's language. */
export function useCurrencies(lang: Language) {
  return useQuery(currenciesQueryOptions(lang));
}
