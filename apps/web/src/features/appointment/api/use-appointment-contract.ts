import { useQuery } from '@tanstack/react-query';
import { loadAppointmentContract } from './appointment-contract';
import { appointmentKeys } from './appointment-keys';

/** The contract module as a query: screens render a skeleton until it is there. */
export function useAppointmentContract() {
  return useQuery({
    queryKey: appointmentKeys.contract(),
    queryFn: loadAppointmentContract,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
