/**
 * Whether the app can reach the server: the browser says it is offline, or the last call never
 * reached the server (the request layer reports it; a Wi-Fi without internet stays "online" for
 * the browser). Any answer of the server, or the browser's online event, clears it.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

export function isOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** A call failed before any answer arrived (not a timeout, not a cancel). */
export function reportUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  notify();
}

/** The server answered something, so the network works. */
export function reportReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    unreachable = false;
    notify();
  });
  window.addEventListener('offline', notify);
}

/** For useSyncExternalStore: called whenever isOffline() may have changed. */
export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `then` once, the first time the app is back online after this call. */
export function whenBackOnline(then: () => void): () => void {
  const unsubscribe = subscribeConnectivity(() => {
    if (isOffline()) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}
