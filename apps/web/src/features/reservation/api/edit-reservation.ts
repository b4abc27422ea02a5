import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import { loadReservationContract } from './reservation-contract';
import { reservationKeys } from './reservation-keys';

export interface SaveSectionInput {
  token: string;
  section: SectionName;
  data: SectionData;
}

/** policyholder/EditAppointInfo, action 'save': one section's data as a JSON string. */
export async function saveSection({ token, section, data }: SaveSectionInput) {
  const { appointmentCalls: reservationCalls } = await loadReservationContract();
  return call(
    reservationCalls.editAppointInfo,
    { token, section, action: 'save', data: JSON.stringify(data) },
    { loading: true },
  );
}

export interface SubmitInput {
  token: string;
  /** What the member read and agreed to (contract declarations/texts.ts declarationsJson). */
  declarations: string;
}

/**
 * policyholder/EditAppointInfo, action 'submit': the server judges every section at once, with the
 * declarations and the signatures uploaded before.
 */
export async function submitReservation({ token, declarations }: SubmitInput) {
  const { appointmentCalls: reservationCalls } = await loadReservationContract();
  return call(
    reservationCalls.editAppointInfo,
    { token, action: 'submit', declarations },
    { loading: true },
  );
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: (reservation) =>
      queryClient.setQueryData(reservationKeys.byToken(reservation.token), reservation),
  });
}

export function useSubmitReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationKeys.byToken(reservation.token), reservation);
      // The new business shows in the list.
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
