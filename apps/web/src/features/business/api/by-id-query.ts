import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The query of a call that reads one thing by its `?id=` (a business, its history, a payment):
 * its options, for prefetching and tests, and its hook, which waits while the id is empty.
 */
export function byIdQuery<Response, Key extends QueryKey>(
  fetchById: (id: string, options: { signal: AbortSignal }) => Promise<Response>,
  key: (id: string) => Key,
) {
  const options = (id: string) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) => fetchById(id, { signal }),
    });
  const useById = (id: string) => useQuery({ ...options(id), enabled: id !== '' });
  return { options, useById };
}
