import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * One cache for the app. Retries only for transport trouble: an answer the server decided
 * (400, 401, 404, ...) will not change by asking again.
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
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
