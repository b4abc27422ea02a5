import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-client';
import type { Reservation } from '../../../lib/admin-types';
import { pdaKeys } from '../../../lib/query-keys';

/** GET /admin/appointments/:token: every section, the uploads and any change request. */
export function useReservation(token: string) {
  return useQuery({
    queryKey: pdaKeys.reservation(token),
    queryFn: ({ signal }) =>
      adminRequest<Reservation>({
        path: `/admin/appointments/${encodeURIComponent(token)}`,
        signal,
      }),
  });
}

/** The sensitive numbers of each section in full, as POST .../reveal answers them (audited). */
export type RevealedSections = Record<string, Record<string, unknown>>;

/** POST /admin/appointments/:token/reveal: the server records the reveal before it answers. */
export function useReveal(token: string) {
  return useMutation({
    mutationFn: () =>
      adminRequest<{ token: string; sections: RevealedSections }>({
        method: 'POST',
        path: `/admin/appointments/${encodeURIComponent(token)}/reveal`,
      }).then((answer) => answer.sections),
  });
}

export interface ChangeRequestInput {
  sections: string[];
  uploads: string[];
  note: string;
}

/** The review's writes; each refreshes the reservation lists and the business it touches. */
export function useReviewActions(token: string, businessId: string | null) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
      client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
    ]);
  const businessPath = `/admin/businesses/${encodeURIComponent(businessId ?? '')}`;

  const createBusiness = useMutation({
    mutationFn: () =>
      adminRequest<{ id: string }>({
        method: 'POST',
        path: '/admin/businesses',
        body: { appointmentToken: token },
      }),
    onSuccess: refresh,
  });
  const requestChanges = useMutation({
    mutationFn: (input: ChangeRequestInput) =>
      adminRequest<unknown>({
        method: 'POST',
        path: `${businessPath}/request-changes`,
        body: input,
      }),
    onSuccess: refresh,
  });
  const accept = useMutation({
    mutationFn: (note: string) =>
      adminRequest<unknown>({
        method: 'POST',
        path: `${businessPath}/accept`,
        body: note ? { note } : {},
      }),
    onSuccess: refresh,
  });
  return { createBusiness, requestChanges, accept };
}
