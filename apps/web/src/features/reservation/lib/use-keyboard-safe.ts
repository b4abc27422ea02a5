import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Lets the keyboard finish opening before measuring where the field ended up. */
const SETTLE_MS = 300;

function reveal(element: Element | null): void {
  if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'center' });
  }
}

/**
 * Keeps the focused field clear of the mobile keyboard and of the fixed Save bar: the form is
 * padded by the bar's height (CSS), the focused field is scrolled to the middle, and when the
 * visual viewport shrinks (the keyboard opens) the bar is lifted above the keyboard through
 * --keyboard-offset and the field is revealed again.
 */
export function useKeyboardSafe(formRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = (event: FocusEvent) => {
      clearTimeout(timer);
      timer = setTimeout(() => reveal(event.target as Element), SETTLE_MS);
    };
    form.addEventListener('focusin', onFocus);

    const viewport = window.visualViewport;
    const onResize = () => {
      if (!viewport) return;
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      document.documentElement.style.setProperty('--keyboard-offset', `${covered}px`);
      if (form.contains(document.activeElement)) reveal(document.activeElement);
    };
    viewport?.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('focusin', onFocus);
      viewport?.removeEventListener('resize', onResize);
      document.documentElement.style.removeProperty('--keyboard-offset');
    };
  }, [formRef]);
}

/** After a refused save: the first field to fix is scrolled to and focused. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  setTimeout(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    reveal(first);
    first.focus();
  }, 0);
}
