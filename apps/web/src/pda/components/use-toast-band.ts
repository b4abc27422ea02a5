import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** Where the header's controls share its line with the toast band (console.css: a desktop). */
const SAME_LINE = '(min-width: 900px)';
const GAP_PX = 12;

/**
 * A toast shows in the header's band (D73) and must cover no control. On a desktop the band
 * ends where the header's tools begin, and those grow with the language list and the search box:
 * the band's right edge follows them, measured, instead of a width guessed in CSS. On a phone
 * the tools are on a line of their own and console.css's band stands.
 */
export function useToastBandBefore(tools: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = tools.current;
    if (!element || typeof window.matchMedia !== 'function') return;
    const root = document.documentElement.style;
    const wide = window.matchMedia(SAME_LINE);
    const place = () => {
      if (!wide.matches) return root.removeProperty('--toast-band-right');
      const right = window.innerWidth - element.getBoundingClientRect().left + GAP_PX;
      root.setProperty('--toast-band-right', `${Math.round(right)}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      root.removeProperty('--toast-band-right');
    };
  }, [tools]);
}
