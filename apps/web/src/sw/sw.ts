import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/**
 * The member app's service worker (decision D33). It keeps the app shell and the built screens,
 * never an answer of the server: /api/ and /admin/ calls, files and documents go to the network
 * as if there were no worker (no route matches them), because they hold personal data.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '/index.html';
const CONSOLE = '/pda/';

// A new build takes over at once; the page reloads into it at its next navigation
// (lib/service-worker.ts), and an open form keeps its local draft across that reload.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The page itself: from the network while there is one, so a new deployment and a changed
// runtime configuration show at once; the precached copy when the network fails or stalls.
// Registered before the precache's route, which would answer it from the cache first.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    (url.pathname === '/' || url.pathname === SHELL),
  new NetworkOnly({
    networkTimeoutSeconds: 5,
    plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL })],
  }),
);

// index.html, every script and stylesheet of the member app's build, the icons and manifests
// (vite.config.ts lists what): cache first, since hashed names never change content.
precacheAndRoute(self.__WB_MANIFEST);

// A hashed file the precache does not hold (a newer build's, fetched before its worker installed):
// kept once fetched. The staff console's pages are left alone: it has no offline use.
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [
    new ExpirationPlugin({
      maxEntries: 200,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  async (options) => {
    const { event, request } = options;
    const client = event instanceof FetchEvent ? await self.clients.get(event.clientId) : undefined;
    if (client && new URL(client.url).pathname.startsWith(CONSOLE)) return fetch(request);
    return assets.handle(options);
  },
);

// The ID scan's OCR engine and language data (/ocr/, some megabytes): never precached, so a
// member who does not scan never downloads them; kept once a scan fetched them, so the next scan
// works offline. Their paths carry the package versions: an old version's files age out.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/ocr/'),
  new CacheFirst({
    cacheName: 'ocr',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 12,
        maxAgeSeconds: 180 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The page asks whether its own entry script belongs to this worker's build: if not, it was
// built before this deployment and reloads at its next navigation.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !('precached' in data)) return;
  const url = String(data.precached);
  event.ports[0]?.postMessage(getCacheKeyForURL(url) !== undefined);
});
