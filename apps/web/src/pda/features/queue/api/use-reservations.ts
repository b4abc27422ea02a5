import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { Page, ReservationQuery, ReservationSummary } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/appointments with the queue's filters; the last page stays on screen while paging. */
export function useReservations(query: ReservationQuery) {
  return useQuery({
    queryKey: pdaKeys.reservationList(query),
    queryFn: ({ signal }) =>
      adminRequest<Page<ReservationSummary>>({
        path: '/admin/appointments',
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
