import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { BusinessStatus } from '@app/contract/enums';
import { adminCall } from '../../lib/admin-client';
import { can } from '../../lib/roles';
import { useStaff } from '../../lib/use-staff';
import { pdaKeys } from '../../lib/query-keys';
import type { AssignedKind } from './use-desk';

/** Rows chosen on a list screen, cleared after a bulk change; none for a role that writes nothing. */
export function useSelection() {
  const mayWrite = can.write(useStaff().role);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  // A table's own selection (the header box takes the page) replaces the set at once.
  const replace = useCallback((keys: Iterable<string>) => setSelected(new Set(keys)), []);
  return mayWrite ? { selected, toggle, clear, replace } : undefined;
}

export interface BulkChange {
  keys: string[];
  /** Businesses only; undefined: unchanged. */
  status?: BusinessStatus;
  /** undefined: unchanged; null: nobody. */
  assigneeId?: string | null;
}

/** One bulk call; the lists and the audit log refresh after it. */
export function useBulk(kind: AssignedKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkChange) =>
      kind === 'business'
        ? adminCall(adminEndpoints.businesses.bulk, {
            body: {
              ids: change.keys,
              ...(change.status ? { status: change.status } : {}),
              ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
            },
          })
        : adminCall(adminEndpoints.appointments.bulk, {
            body: { tokens: change.keys, assigneeId: change.assigneeId ?? null },
          }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pdaKeys.businesses() }),
        client.invalidateQueries({ queryKey: pdaKeys.reservations() }),
        client.invalidateQueries({ queryKey: pdaKeys.audits() }),
      ]),
  });
}
