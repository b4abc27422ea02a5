import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@app/contract/calls/appointment';
import { appointmentEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { appointmentKeys } from './appointment-keys';

/**
 * policyholder/checkAppointUrl: the reservation behind a link (410 invalid, 409 filled). Through
 * the zod-free endpoint, as the read-only screens call theirs: opening a link waits for no rules.
 */
export async function checkAppointment(token: string, signal?: AbortSignal): Promise<Appointment> {
  return call(appointmentEndpoints.checkAppointUrl, { token }, signal ? { signal } : {});
}

/** The reservation behind a link as a query (the route's loader prefetches it, app/router.tsx). */
export const appointmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: appointmentKeys.byToken(token),
    queryFn: ({ signal }) => checkAppointment(token, signal),
    enabled: token !== '',
    // A link state (410/409) will not change by asking again.
    retry: false,
  });

export function useAppointment(token: string) {
  return useQuery(appointmentQueryOptions(token));
}
