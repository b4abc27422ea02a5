import { useCallback, useEffect, useRef, useState } from 'react';

export type PullState = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const THRESHOLD_PX = 60;
const MAX_PULL_PX = 90;
const COMPLETE_MS = 500;

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Pull down at the top of the page to refresh, as antd-mobile's PullToRefresh does, without its
 * gesture and spring libraries (about 25 KiB gzip, more than half a screen's budget). `refresh`
 * runs the same course from a button: keyboards and screen readers cannot pull.
 */
export function usePullToRefresh<E extends HTMLElement>(onRefresh: () => Promise<unknown>) {
  const ref = useRef<E>(null);
  const [state, setState] = useState<PullState>('idle');
  const [distance, setDistance] = useState(0);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });
  const busy = state === 'refreshing' || state === 'complete';
  const run = useCallback(() => {
    setState('refreshing');
    void refresh
      .current()
      .catch(() => undefined)
      .then(() => setState('complete'));
  }, []);
  // 'complete' shows for a moment. The timer ends with the screen: it set state after an unmount
  // (and, in the unit tests, after the file's window was gone: 'window is not defined').
  useEffect(() => {
    if (state !== 'complete') return;
    const timer = setTimeout(() => {
      setDistance(0);
      setState('idle');
    }, COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const element = ref.current;
    if (!element || busy) return;
    let startY: number | null = null;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      startY = atTop() ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const delta = (event.touches[0]?.clientY ?? startY) - startY;
      if (delta <= 0 || !atTop()) return;
      // Ours, not the browser's own pull-to-refresh or overscroll.
      if (event.cancelable) event.preventDefault();
      pulled = Math.min(MAX_PULL_PX, delta * 0.5);
      setDistance(pulled);
      setState(pulled >= THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled < THRESHOLD_PX) {
        setDistance(0);
        setState('idle');
        return;
      }
      run();
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [busy, run]);

  return { ref, state, distance: busy ? Math.max(distance, 40) : distance, refresh: run };
}
