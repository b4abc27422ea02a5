import { useQuery } from '@tanstack/react-query';
import { loadAppointmentContract } from './appointment-contract';

/** The contract module as a query: screens render a skeleton until it is there. */
export function useAppointmentContract() {
  return useQuery({
    queryKey: ['appointment-contract'],
    queryFn: loadAppointmentContract,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
