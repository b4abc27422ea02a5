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

/** The slippy-map tile that holds a point, e.g. for 'https://tile.example/{z}/{x}/{y}.png'. */
export function tileUrl(template: string, lat: number, lng: number, zoom = 15): string {
  const n = 2 ** zoom;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return template.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
}

export function parseCoordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
