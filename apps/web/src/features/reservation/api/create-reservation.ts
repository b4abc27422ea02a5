import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductType } from '@app/contract/enums';
import { call } from '../../../lib/request';
import { loadReservationContract } from './reservation-contract';
import { reservationKeys } from './reservation-keys';

/** policyholder/CreateAppoint: a new reservation and its link token. */
export async function createReservation(productType: ProductType) {
  const { appointmentCalls: reservationCalls } = await loadReservationContract();
  return call(reservationCalls.createAppoint, { productType }, { loading: true });
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: (data) =>
      queryClient.setQueryData(reservationKeys.byToken(data.token), data.appointment),
  });
}
