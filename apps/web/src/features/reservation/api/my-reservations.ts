import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationListItem } from '@app/contract/calls/reservation';
import { APPOINTMENT_PAGE_SIZE, reservationEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { reservationKeys } from './reservation-keys';

interface Page {
  list: ReservationListItem[];
  total: number;
}

/** policyholder/AppointList, page by page: the member's reservations, newest first. */
export function useMyReservations() {
  return useInfiniteQuery({
    queryKey: reservationKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      call(
        reservationEndpoints.appointList,
        { page: pageParam, size: APPOINTMENT_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page, pages: Page[]) =>
      pages.reduce((count, page) => count + page.list.length, 0) < last.total
        ? pages.length + 1
        : undefined,
  });
}

/** policyholder/DeleteAppoint: an open draft never submitted; the list is read again. */
export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      call(reservationEndpoints.deleteAppoint, { token }, { loading: true }),
    onSuccess: (_data, token) => {
      queryClient.removeQueries({ queryKey: reservationKeys.byToken(token) });
      return queryClient.invalidateQueries({ queryKey: reservationKeys.mine() });
    },
  });
}
