import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductType } from '@app/contract/enums';
import { call } from '../../../lib/request';
import { loadAppointmentContract } from './appointment-contract';
import { appointmentKeys } from './appointment-keys';

/** policyholder/CreateAppoint: a new reservation and its link token. */
export async function createAppointment(productType: ProductType) {
  const { appointmentCalls } = await loadAppointmentContract();
  return call(appointmentCalls.createAppoint, { productType }, { loading: true });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: (data) =>
      queryClient.setQueryData(appointmentKeys.byToken(data.token), data.appointment),
  });
}
