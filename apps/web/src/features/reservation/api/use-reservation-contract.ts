import { useQuery } from '@tanstack/react-query';
import { loadReservationContract } from './reservation-contract';
import { reservationKeys } from './reservation-keys';

/** The contract module as a query: screens render a skeleton until it is there. */
export function useReservationContract() {
  return useQuery({
    queryKey: reservationKeys.contract(),
    queryFn: loadReservationContract,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
