import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@app/contract/calls/appointment';
import { call } from '../../../lib/request';
import { loadAppointmentContract } from './appointment-contract';
import { appointmentKeys } from './appointment-keys';

/** policyholder/checkAppointUrl: the reservation behind a link (410 invalid, 409 filled). */
export async function checkAppointment(token: string, signal?: AbortSignal): Promise<Appointment> {
  const { appointmentCalls } = await loadAppointmentContract();
  return call(appointmentCalls.checkAppointUrl, { token }, signal ? { signal } : {});
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
