import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import type { Point } from '../picked';

/** A place the geocoder names: its label (Nominatim's display_name) and where it is. */
export interface Place extends Point {
  label: string;
}

/** A geocoder that answers after this long is given up (the user can still type the address). */
const GEOCODER_TIMEOUT_MS = 15_000;
const RESULT_LIMIT = 5;

function placeOf(raw: unknown): Place | null {
  if (!raw || typeof raw !== 'object') return null;
  const { display_name: label, lat, lon } = raw as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (typeof label !== 'string' || label === '') return null;
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  return { label, lat: latitude, lng: longitude };
}

/** The query's own signal, and a timeout where the browser can combine signals. */
function withTimeout(signal: AbortSignal): AbortSignal {
  return typeof AbortSignal.any === 'function'
    ? AbortSignal.any([signal, AbortSignal.timeout(GEOCODER_TIMEOUT_MS)])
    : signal;
}

/**
 * GET on the configured Nominatim-compatible geocoder, straight from the browser (the CSP's
 * connect-src names its host): no cookies, no referrer, given up after 15 s. What is sent is only
 * what the user searched for or the point they chose (docs/security.md).
 */
async function geocoder(
  path: 'search' | 'reverse',
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  const base = getRuntimeConfig().geocoderUrl;
  const url = `${base}/${path}?${new URLSearchParams({ ...params, format: 'json' }).toString()}`;
  const res = await fetch(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: { accept: 'application/json' },
    signal: withTimeout(signal),
  });
  if (!res.ok) throw new Error(`geocoder ${path}: HTTP ${res.status}`);
  return res.json();
}

export async function searchPlaces(
  query: string,
  language: string,
  signal: AbortSignal,
): Promise<Place[]> {
  const raw = await geocoder(
    'search',
    { q: query, limit: String(RESULT_LIMIT), 'accept-language': language },
    signal,
  );
  if (!Array.isArray(raw)) throw new Error('geocoder search: not a list');
  return raw.map(placeOf).filter((place): place is Place => place !== null);
}

/** The address at a point, or null where the geocoder knows none (Nominatim answers {error}). */
export async function addressAt(
  point: Point,
  language: string,
  signal: AbortSignal,
): Promise<Place | null> {
  const raw = await geocoder(
    'reverse',
    { lat: point.lat.toFixed(6), lon: point.lng.toFixed(6), 'accept-language': language },
    signal,
  );
  return placeOf(raw);
}

export const placeKeys = {
  search: (query: string, language: string) => ['places', 'search', language, query] as const,
  at: (point: Point, language: string) =>
    ['places', 'at', language, point.lat.toFixed(6), point.lng.toFixed(6)] as const,
};

/** Looks up the address at a point once per point and language (cached like the searches). */
export function useAddressLookup(language: string) {
  const queryClient = useQueryClient();
  return (point: Point) =>
    queryClient.fetchQuery({
      queryKey: placeKeys.at(point, language),
      queryFn: ({ signal }) => addressAt(point, language, signal),
      staleTime: Infinity,
      retry: false,
    });
}

/** Places matching what the user submitted (never while typing: Nominatim's usage policy). */
export function usePlaceSearch(query: string, language: string) {
  return useQuery({
    queryKey: placeKeys.search(query, language),
    queryFn: ({ signal }) => searchPlaces(query, language, signal),
    enabled: query !== '',
    staleTime: Infinity,
    retry: false,
  });
}
