import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentRoutes } from '@app/contract/admin/api/appointments';
import { businessRoutes } from '@app/contract/admin/api/businesses';
import { reviewRoutes } from '@app/contract/admin/api/review';
import type { RequestChangesBody } from '@app/contract/admin/schemas';
import { adminCall } from '../../../lib/admin-client';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/appointments/:token: every section, the uploads and any change request. */
export function useReservation(token: string) {
  return useQuery({
    queryKey: pdaKeys.reservation(token),
    queryFn: ({ signal }) => adminCall(appointmentRoutes.get, { params: { token }, signal }),
  });
}

/** The sensitive numbers of each section in full, as POST .../reveal answers them (audited). */
export type RevealedSections = Record<string, Record<string, unknown>>;

/** POST /admin/appointments/:token/reveal: the server records the reveal before it answers. */
export function useReveal(token: string) {
  return useMutation({
    mutationFn: () =>
      adminCall(appointmentRoutes.reveal, { params: { token } }).then(
        (answer): RevealedSections => answer.sections,
      ),
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
    ]);
  const params = { id: businessId ?? '' };

  const createBusiness = useMutation({
    mutationFn: () => adminCall(businessRoutes.create, { body: { appointmentToken: token } }),
    onSuccess: refresh,
  });
  const requestChanges = useMutation({
    mutationFn: (input: ChangeRequestInput) =>
      adminCall(reviewRoutes.requestChanges, { params, body: input }),
    onSuccess: refresh,
  });
  const accept = useMutation({
    mutationFn: (note: string) =>
      adminCall(reviewRoutes.accept, { params, body: note ? { note } : {} }),
    onSuccess: refresh,
  });
  return { createBusiness, requestChanges, accept };
}
