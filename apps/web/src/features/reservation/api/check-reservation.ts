import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@app/contract/calls/reservation';
import { reservationEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { reservationKeys } from './reservation-keys';

/**
 * policyholder/checkAppointUrl: the reservation behind a link (410 invalid, 409 filled). Through
 * the zod-free endpoint, as the read-only screens call theirs: opening a link waits for no rules.
 */
export async function checkReservation(token: string, signal?: AbortSignal): Promise<Reservation> {
  return call(reservationEndpoints.checkAppointUrl, { token }, signal ? { signal } : {});
}

/** The reservation behind a link as a query (the route's loader prefetches it, app/router.tsx). */
export const reservationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reservationKeys.byToken(token),
    queryFn: ({ signal }) => checkReservation(token, signal),
    enabled: token !== '',
    // A link state (410/409) will not change by asking again.
    retry: false,
  });

export function useReservation(token: string) {
  return useQuery(reservationQueryOptions(token));
}
