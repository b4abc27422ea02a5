import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/dashboard: the counts of what waits (an agent's of their book). */
export function useDashboard() {
  return useQuery({
    queryKey: pdaKeys.dashboard(),
    queryFn: ({ signal }) => adminCall(adminEndpoints.dashboard.get, { signal }),
  });
}
