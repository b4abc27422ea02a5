import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/calendar: what is dated from..to (an agent: their book). */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: pdaKeys.calendar(from, to),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.dashboard.calendar, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}
