import { useEffect } from 'react';
import { CONTENT_MARK, hasFirstContent } from '../lib/first-content';

/**
 * Marks, once per page load (the page's timeline holds one such mark), when a screen's real
 * content (not the boot screen or a skeleton) has first rendered: the login form, the first
 * business card, the first field of a section. An effect runs after the commit, so the mark never
 * comes before the content is in the DOM.
 */
export function useContentMark(ready: boolean) {
  useEffect(() => {
    if (!ready || hasFirstContent()) return;
    performance.mark(CONTENT_MARK);
  }, [ready]);
}
