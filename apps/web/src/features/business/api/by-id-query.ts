import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@app/contract/calls/types';
import { call } from '../../../lib/request';

/**
 * The query of a call that reads one thing by its `?id=` (a business, its history, a payment):
 * its options, for prefetching and tests, and its hook, which waits while the id is empty.
 */
export function byIdQuery<Response, Key extends QueryKey>(
  endpoint: Endpoint<{ id: string }, Response>,
  key: (id: string) => Key,
) {
  const options = (id: string) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) => call(endpoint, { id }, { signal }),
    });
  const useById = (id: string) => useQuery({ ...options(id), enabled: id !== '' });
  return { options, useById };
}
