import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { NoteObjectType } from '@app/contract/admin/note-schemas';
import { adminCall } from '../../lib/admin-client';
import { pdaKeys } from '../../lib/query-keys';

/** A desk's work on one object (issue 37 point 4): who looks after it, and its internal notes. */
export type AssignedKind = 'reservation' | 'business';

const notesKey = (objectType: NoteObjectType, objectId: string) =>
  [...pdaKeys.all, 'notes', objectType, objectId] as const;

/** Who the caller may assign work to (an agent: themselves). */
export function useAssignees() {
  return useQuery({
    queryKey: [...pdaKeys.all, 'assignees'],
    queryFn: ({ signal }) => adminCall(adminEndpoints.staff.assignees, { signal }),
  });
}

/** Assigns a reservation (by token) or a business (by id); the lists and history refresh. */
export function useAssign(kind: AssignedKind, key: string) {
  const client = useQueryClient();
  return useMutation({
    // Both answers carry the new assignee; the screens read it from their refreshed query.
    mutationFn: async (assigneeId: string | null): Promise<void> => {
      await (kind === 'reservation'
        ? adminCall(adminEndpoints.appointments.update, {
            params: { token: key },
            body: { assigneeId },
          })
        : adminCall(adminEndpoints.businesses.update, {
            params: { id: key },
            body: { assigneeId },
          }));
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
        client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
        client.invalidateQueries({ queryKey: pdaKeys.audits() }),
      ]),
  });
}

export function useNotes(objectType: NoteObjectType, objectId: string) {
  return useQuery({
    queryKey: notesKey(objectType, objectId),
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.notes.list, { query: { objectType, objectId }, signal }),
  });
}

export function useAddNote(objectType: NoteObjectType, objectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      adminCall(adminEndpoints.notes.create, {
        query: { objectType, objectId },
        body: { text },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notesKey(objectType, objectId) }),
        client.invalidateQueries({ queryKey: pdaKeys.audits() }),
      ]),
  });
}
