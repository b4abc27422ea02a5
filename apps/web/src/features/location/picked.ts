/**
 * The chosen address goes back to the form that asked for it through sessionStorage (features do
 * not import each other; the appointment form reads the same key on mount).
 */
export const PICKED_LOCATION_KEY = 'location:picked';

export function storePickedLocation(field: string, address: string): void {
  try {
    sessionStorage.setItem(PICKED_LOCATION_KEY, JSON.stringify({ field, address }));
  } catch {
    // Storage disabled: the user types the address in the form instead.
  }
}

/** Only our own routes are a way back (no '//host', no 'javascript:'). */
export function safeBack(target: string | null): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

export interface Point {
  lat: number;
  lng: number;
}

/** Six decimals: about 10 cm, what the pickers show and hand on. */
export const fixed = (n: number) => n.toFixed(6);

/**
 * A link that opens a point in the device's own maps app: Apple Maps' maps: scheme on iPhone and
 * iPad, the standard geo: URI (RFC 5870) elsewhere. Neither goes through a web service of ours.
 */
export function deviceMapsHref(point: Point, label: string, userAgent = navigator.userAgent) {
  const at = `${fixed(point.lat)},${fixed(point.lng)}`;
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    return `maps://?${new URLSearchParams({ ll: at, q: label || at }).toString()}`;
  }
  return `geo:${at}?q=${encodeURIComponent(`${at}(${label || at})`)}`;
}

export function parseCoordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
