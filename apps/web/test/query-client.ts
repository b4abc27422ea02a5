import { QueryClient } from '@tanstack/react-query';

/** A query cache as the tests use it: no retries, so a refusal shows at once. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
