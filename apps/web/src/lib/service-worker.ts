import { markBuildStale } from './app-update';

/**
 * Registers the member app's service worker (src/sw/sw.ts) and notices when a new deployment's
 * worker takes over: the worker answers whether this page's entry script is part of its build;
 * when it is not, the page is marked stale and reloads at its next navigation (app-update.ts).
 * Loaded lazily once the first screen shows its content and the page has settled (main.tsx,
 * lib/first-content.ts, D59), outside the login screen's first load.
 */
export interface WorkerHost {
  container: ServiceWorkerContainer;
  /** The URL of this page's entry script: it names this build. */
  entryScript: string | undefined;
}

const ANSWER_TIMEOUT_MS = 5_000;

/** Asks a worker whether it precaches `url`; no answer counts as yes (nothing to reload for). */
export function precaches(worker: ServiceWorker | null, url: string | undefined): Promise<boolean> {
  if (!worker || !url) return Promise.resolve(true);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(true), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(event.data !== false);
    };
    worker.postMessage({ precached: url }, [channel.port2]);
  });
}

function browserHost(): WorkerHost {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return { container: navigator.serviceWorker, entryScript: script?.src };
}

export async function registerServiceWorker(host: WorkerHost = browserHost()): Promise<void> {
  const { container, entryScript } = host;
  container.addEventListener('controllerchange', () => {
    void precaches(container.controller, entryScript).then((current) => {
      if (!current) markBuildStale();
    });
  });
  const registration = await container.register('/sw.js', { scope: '/' });
  // A member who keeps the app open for days still gets a new deployment: the browser checks
  // sw.js on navigations, and here whenever the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
