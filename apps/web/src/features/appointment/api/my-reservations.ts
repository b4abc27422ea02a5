import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentListItem } from '@app/contract/calls/appointment';
import { APPOINTMENT_PAGE_SIZE, appointmentEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { appointmentKeys } from './appointment-keys';

interface Page {
  list: AppointmentListItem[];
  total: number;
}

/** policyholder/AppointList, page by page: the member's reservations, newest first. */
export function useMyReservations() {
  return useInfiniteQuery({
    queryKey: appointmentKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      call(
        appointmentEndpoints.appointList,
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
      call(appointmentEndpoints.deleteAppoint, { token }, { loading: true }),
    onSuccess: (_data, token) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.byToken(token) });
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.mine() });
    },
  });
}
