import { useEffect, useRef } from 'react';

/**
 * A modal's keyboard contract: focus moves to its close button when it opens and returns to what
 * had it (the link or button that opened it) when it closes; Escape closes it.
 */
export function useModalFocus(onClose: () => void) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return closeRef;
}
