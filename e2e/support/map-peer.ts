import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngOf } from '../../apps/server/src/features/business/demo-files.ts';

/** A place the fake geocoder knows: what a search for any word of its name finds. */
export interface PeerPlace {
  display_name: string;
  lat: string;
  lon: string;
}

export const PEER_PLACES: PeerPlace[] = [
  { display_name: 'Central Pier 7, Central, Hong Kong', lat: '22.2870', lon: '114.1610' },
  { display_name: 'The Peak Tower, The Peak, Hong Kong', lat: '22.2711', lon: '114.1498' },
  {
    display_name: 'Tsim Sha Tsui Clock Tower, Kowloon, Hong Kong',
    lat: '22.2935',
    lon: '114.1692',
  },
];

/** A 256×256 tile: a light fill (its shade from the tile's numbers) with a darker edge. */
function tilePng(z: number, x: number, y: number): Buffer {
  const fill = (x + y) % 2 === 0 ? [232, 240, 226] : [222, 234, 240];
  const edge = [170, 180, 190 - (z % 4) * 10];
  return pngOf(256, 256, (col, row) => (row === 0 || col === 0 ? edge : fill));
}

/** What the reverse lookup names a point (its coordinates in it, so a test sees which point). */
export const reverseName = (lat: string, lon: string) => `Queensway near ${lat},${lon}`;

export interface MapPeer {
  /** MAP_TILE_URL for the app server. */
  tileUrl: string;
  /** GEOCODER_URL for the app server. */
  geocoderUrl: string;
  /** Paths of the requests received, oldest first (tiles and geocoder calls). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for a tile server and a Nominatim-compatible geocoder on 127.0.0.1: a small PNG for
 * every /tiles/z/x/y.png (its colour from the tile's numbers, so neighbours differ), /geo/search
 * over PEER_PLACES and /geo/reverse naming any point with reverseName, with the CORS header a public geocoder
 * sends.
 */
export async function startMapPeer(): Promise<MapPeer> {
  const requests: string[] = [];
  const tiles = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    requests.push(`${url.pathname}${url.search}`);
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const key = `${z}/${x}/${y}`;
      if (!tiles.has(key)) tiles.set(key, tilePng(z, x, y));
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      res.end(tiles.get(key));
      return;
    }
    const json = (body: unknown) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/geo/search') {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      json(
        PEER_PLACES.filter((place) =>
          words.every((word) => place.display_name.toLowerCase().includes(word)),
        ),
      );
      return;
    }
    if (url.pathname === '/geo/reverse') {
      const lat = url.searchParams.get('lat') ?? '';
      const lon = url.searchParams.get('lon') ?? '';
      json({ display_name: reverseName(lat, lon), lat, lon });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tileUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${base}/geo`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
