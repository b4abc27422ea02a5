import type { FormValues } from './drafts';

/**
 * A section refreshed from the server (pull-to-refresh, SPEC §2) while the member has unsaved
 * input: the fields the member typed or restored from the draft keep what they hold, every other
 * field takes the server's value, so a refresh never loses typed data.
 */
export function refreshedValues(
  server: FormValues,
  current: FormValues,
  edited: ReadonlySet<string>,
): FormValues {
  const next = { ...server };
  for (const key of edited) {
    const value = current[key];
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The fields whose draft value differs from the saved one: the member's unsaved input. */
export function editedKeys(draft: FormValues | null, saved: FormValues): string[] {
  if (!draft) return [];
  return Object.keys(draft).filter(
    (key) => JSON.stringify(draft[key] ?? '') !== JSON.stringify(saved[key] ?? ''),
  );
}
