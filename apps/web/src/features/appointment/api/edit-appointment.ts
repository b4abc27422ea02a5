import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import { loadAppointmentContract } from './appointment-contract';
import { appointmentKeys } from './appointment-keys';

export interface SaveSectionInput {
  token: string;
  section: SectionName;
  data: SectionData;
}

/** policyholder/EditAppointInfo, action 'save': one section's data as a JSON string. */
export async function saveSection({ token, section, data }: SaveSectionInput) {
  const { appointmentCalls } = await loadAppointmentContract();
  return call(
    appointmentCalls.editAppointInfo,
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
export async function submitAppointment({ token, declarations }: SubmitInput) {
  const { appointmentCalls } = await loadAppointmentContract();
  return call(
    appointmentCalls.editAppointInfo,
    { token, action: 'submit', declarations },
    { loading: true },
  );
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: (appointment) =>
      queryClient.setQueryData(appointmentKeys.byToken(appointment.token), appointment),
  });
}

export function useSubmitAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAppointment,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.byToken(appointment.token), appointment);
      // The new business shows in the list.
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
