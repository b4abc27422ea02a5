import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { RequestChangesBody } from '@app/contract/admin/schemas';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/appointments/:token: every section, the uploads and any change request. */
export function useReservation(token: string) {
  return useQuery({
    queryKey: pdaKeys.reservation(token),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.appointments.get, { params: { token }, signal }),
  });
}

/** The sensitive numbers of each section in full, as POST .../reveal answers them (audited). */
export type RevealedSections = Record<string, Record<string, unknown>>;

/** POST /admin/appointments/:token/reveal: the server records the reveal before it answers. */
export function useReveal(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminCall(adminEndpoints.appointments.reveal, { params: { token } }).then(
        (answer): RevealedSections => answer.sections,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pdaKeys.audits() }),
  });
}

export type ChangeRequestInput = RequestChangesBody;

/** The review's writes; each refreshes the reservation lists and the business it touches. */
export function useReviewActions(token: string, businessId: string | null) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
      client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
      client.invalidateQueries({ queryKey: pdaKeys.audits() }),
    ]);
  const params = { id: businessId ?? '' };

  const createBusiness = useMutation({
    mutationFn: () =>
      adminCall(adminEndpoints.businesses.create, { body: { appointmentToken: token } }),
    onSuccess: refresh,
  });
  const requestChanges = useMutation({
    mutationFn: (input: ChangeRequestInput) =>
      adminCall(adminEndpoints.review.requestChanges, { params, body: input }),
    onSuccess: refresh,
  });
  const accept = useMutation({
    mutationFn: (note: string) =>
      adminCall(adminEndpoints.review.accept, { params, body: note ? { note } : {} }),
    onSuccess: refresh,
  });
  return { createBusiness, requestChanges, accept };
}
