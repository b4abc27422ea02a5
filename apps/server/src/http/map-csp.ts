import type { Config } from '../config.ts';

/** The origin of a URL, or of a tile template whose first host label is {s} (as *.host). */
function sourceOf(url: string): string {
  const wildcard = url.includes('{s}');
  const { protocol, host } = new URL(url.replace('{s}', 'a').replace(/\{[zxyr]\}/g, '0'));
  return `${protocol}//${wildcard ? host.replace(/^a\./, '*.') : host}`;
}

/**
 * What the Content-Security-Policy adds for the location pickers' map: the tile server may serve
 * images and the geocoder may be fetched, each only when configured (nothing when unset).
 */
export function mapCspSources(config: Pick<Config, 'mapTileUrl' | 'geocoderUrl'>): {
  img: string[];
  connect: string[];
} {
  return {
    img: config.mapTileUrl ? [sourceOf(config.mapTileUrl)] : [],
    connect: config.geocoderUrl ? [sourceOf(config.geocoderUrl)] : [],
  };
}
