import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/search: a few members, reservations and businesses matching `q`. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: [...pdaKeys.all, 'search', q],
    queryFn: ({ signal }) => adminCall(adminEndpoints.search.get, { query: { q }, signal }),
    enabled: q.trim() !== '',
  });
}
