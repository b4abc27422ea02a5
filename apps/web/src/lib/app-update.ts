/**
 * Whether this page runs a build older than the service worker now in charge (set by
 * lib/service-worker.ts). Such a page reloads at its next navigation: a navigation is a moment
 * the member expects the screen to change, and an open form's draft is written as it unmounts or
 * the page hides (use-draft.ts), so nothing typed is lost. In the entry, so the router can ask.
 */
let stale = false;
let reload = () => window.location.reload();

export function markBuildStale(): void {
  stale = true;
}

/** For tests: what a reload does. */
export function setReload(next: () => void): void {
  reload = next;
}

/** At a navigation to `hash` (e.g. '#/pages/my/index'): reloads into the new build there. */
export function reloadIfStale(hash: string): boolean {
  if (!stale) return false;
  stale = false;
  window.location.hash = hash;
  reload();
  return true;
}
