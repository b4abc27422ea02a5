import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

export interface ReservationQuery {
  q?: string;
  productType?: string;
  status?: string;
  review?: string;
  /** `me`: only what the caller looks after. */
  assignee?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** GET /admin/appointments with the queue's filters; the last page stays on screen while paging. */
export function useReservations(query: ReservationQuery) {
  return useQuery({
    queryKey: pdaKeys.reservationList({ ...query }),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.appointments.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
