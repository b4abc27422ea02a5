import { useCallback, useEffect, useRef } from 'react';
import type { SectionName } from '@app/contract/sections/products';
import { writeDraft } from './drafts';
import type { FormValues } from './drafts';

export const DRAFT_DELAY_MS = 300;

/**
 * Keeps the form's values in the local draft: debounced while typing, and at once when the page
 * is hidden or left (a phone may kill a background tab without another event).
 */
export function useDraft(token: string, section: SectionName, values: FormValues, dirty: boolean) {
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };

  const flush = useCallback(() => {
    if (latest.current.dirty) writeDraft(token, section, latest.current.values);
  }, [token, section]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState !== 'visible') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the screen within the debounce window keeps what was typed.
      flush();
    };
  }, [flush]);

  /** After a successful save: nothing left to keep. */
  const markSaved = useCallback(() => {
    latest.current.dirty = false;
  }, []);

  return { flush, markSaved };
}
