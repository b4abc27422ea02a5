import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * One cache for the app. Retries only for transport trouble: an answer the server decided
 * (400, 401, 404, ...) will not change by asking again. Offline, queries wait and run once the
 * browser is back online (the offline banner says why); an action the member takes (a mutation)
 * is tried at once and fails with SPEC's network message, so a form can keep its draft and say
 * what happens next instead of a Save button that spins until the network returns.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && isApiError(error) && error.code === 500 && !error.handled,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
