import { useEffect, useRef } from 'react';

/**
 * Calls `load` when the returned element (the list's footer) comes within 250 px of the viewport,
 * as antd-mobile's InfiniteScroll does. `generation` (the number of pages loaded) re-arms the
 * observer after each page, so a short page that leaves the footer in view loads the next one.
 */
export function useLoadOnScroll<E extends HTMLElement>(
  enabled: boolean,
  load: () => void,
  generation: number,
) {
  const ref = useRef<E>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '0px 0px 250px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, generation]);

  return ref;
}
