/**
 * The moment the first screen has shown its real content, for work that must not compete with
 * it (issue 14): the user-timing mark a screen makes once its real content has rendered, and a way
 * to wait for it. No React here, so the entry can use it before React has loaded.
 */

/** The mark of a screen's first real content; bench/lighthouse.mjs reads it as "content". */
export const CONTENT_MARK = 'content';

/** Screens that make no mark (a detail screen opened from a link) wait this long after the call. */
const FIRST_CONTENT_FALLBACK_MS = 10_000;

/**
 * An idle period this long means nothing is due on the main thread soon: no timer, no frame (the
 * browser gives at most 50 ms). A screen still rendering in steps only leaves shorter ones.
 */
const SETTLED_IDLE_MS = 40;

/** Longest wait for such a period once the content is there. */
const SETTLE_TIMEOUT_MS = 5_000;

/** Whether the page's timeline already holds the content mark. */
export const hasFirstContent = (): boolean =>
  performance.getEntriesByName(CONTENT_MARK, 'mark').length > 0;

/** Runs `work` in the first long idle period before `until` (ms, performance.now), or then. */
function whenSettled(work: () => void, until: number): void {
  requestIdleCallback(
    (deadline) => {
      if (deadline.timeRemaining() >= SETTLED_IDLE_MS || performance.now() >= until) work();
      else whenSettled(work, until);
    },
    { timeout: Math.max(0, until - performance.now()) },
  );
}

/**
 * Runs `work` once, after the first screen's content mark, when the page has settled (its
 * remaining render steps done: a long idle period), or after FIRST_CONTENT_FALLBACK_MS when no
 * screen makes a mark. For work that can wait: it then does not share the phone's CPU and network
 * with the first screen's own chunks, data and renders.
 */
export function afterFirstContent(
  work: () => void,
  fallbackMs: number = FIRST_CONTENT_FALLBACK_MS,
): void {
  let started = false;
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver((entries) => {
          if (entries.getEntriesByName(CONTENT_MARK).length > 0) start();
        });
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(fallback);
    // Safari has no requestIdleCallback: a task of its own there.
    if (typeof requestIdleCallback === 'function')
      whenSettled(work, performance.now() + SETTLE_TIMEOUT_MS);
    else setTimeout(work, 0);
  };
  const fallback = setTimeout(start, fallbackMs);
  if (hasFirstContent()) start();
  else observer?.observe({ type: 'mark' });
}
