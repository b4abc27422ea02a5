import { useEffect } from 'react';

/** The user-timing mark bench/lighthouse.mjs reads from the trace as the "content" time. */
export const CONTENT_MARK = 'content';

let marked = false;

/**
 * Marks, once per page load, when a screen's real content (not the boot screen or a skeleton)
 * has first rendered: the login form, the first business card, the first field of a section. An
 * effect runs after the commit, so the mark never comes before the content is in the DOM.
 */
export function useContentMark(ready: boolean) {
  useEffect(() => {
    if (!ready || marked) return;
    marked = true;
    performance.mark(CONTENT_MARK);
  }, [ready]);
}
