import { useQuery } from '@tanstack/react-query';
import { dealEndpoints } from '@app/contract/calls/endpoints';
import type { DealKind } from '@app/contract/calls/deal';
import type { Language } from '@app/contract/codes';
import { call } from '../../../lib/request';

/** SPEC's "userDeal" helper: the current text of the agreement, the privacy statement or the declarations. */
export function userDeal(kind: DealKind, options: { signal?: AbortSignal } = {}) {
  return call(dealEndpoints.userDeal, { kind }, options);
}

/** One cache per text and language; fetched when the member opens it. */
export function useUserDeal(kind: DealKind | null, lang: Language) {
  return useQuery({
    queryKey: ['user-deal', kind, lang] as const,
    queryFn: ({ signal }) => userDeal(kind ?? 'agreement', { signal }),
    enabled: kind !== null,
    staleTime: Infinity,
  });
}
