/**
 * localStorage that never throws: private mode or a disabled storage behaves as if nothing was
 * stored, and a write that cannot happen only means the value does not survive a reload. Shared
 * by the member app's session (storage.ts) and the console's (pda/lib/staff-session.ts).
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply will not survive a reload.
  }
}
