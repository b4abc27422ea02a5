/**
 * The location pickers hand a chosen address back through sessionStorage (the two features do
 * not import each other): {field, address}, written by /choose-location, taken once here.
 */
export const PICKED_LOCATION_KEY = 'location:picked';

export function peekPickedLocation(
  fields: readonly string[],
): { field: string; address: string } | null {
  try {
    const raw = sessionStorage.getItem(PICKED_LOCATION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { field, address } = value as Record<string, unknown>;
    if (typeof field !== 'string' || typeof address !== 'string' || !fields.includes(field)) {
      return null;
    }
    return { field, address };
  } catch {
    return null;
  }
}

/** Taken once: a later visit to the form must not apply it again. */
export function clearPickedLocation(): void {
  try {
    sessionStorage.removeItem(PICKED_LOCATION_KEY);
  } catch {
    // Nothing stored.
  }
}
