/**
 * The app's toasts: a short message in a dark box in the middle of the screen, and the loading
 * indicator that blocks taps while a call is on its way. Plain DOM, no React root: antd-mobile's
 * Toast drew the same box inside a mask marked aria-hidden, so screen readers never heard a
 * toast (not 'Login Successful', not a server's refusal, not 'session expired'), and it brought
 * its animation library (about 15 KiB gzip) with the first toast (issue 14, WCAG 4.1.3).
 *
 * Two layers are on the page from the moment this module loads: a polite live region
 * (aria-live), whose new content screen readers read out (a region added together with its
 * text often is not read), and a silent one for toasts whose text the page says already, such
 * as a field's own message, and for the loading indicator. One toast at a time: a new one
 * replaces the one on screen (and is read again, even with the same text).
 */
const DEFAULT_DURATION_MS = 2000;

let layers: { spoken: HTMLElement; silent: HTMLElement } | undefined;
let current: { box: HTMLElement; timer?: ReturnType<typeof setTimeout> } | undefined;

function layer(spoken: boolean): HTMLElement {
  if (!layers?.spoken.isConnected || !layers.silent.isConnected) {
    const make = (live: boolean) => {
      const element = document.createElement('div');
      element.className = 'toast-layer';
      element.dataset.testid = live ? 'toast-live' : 'toast-silent';
      // aria-live without role="status": the region has no name and nothing to find by role.
      if (live) element.setAttribute('aria-live', 'polite');
      document.body.append(element);
      return element;
    };
    layers = { spoken: make(true), silent: make(false) };
  }
  return spoken ? layers.spoken : layers.silent;
}

if (typeof document !== 'undefined') layer(true);

export type ToastOptions = {
  /** How long the toast stays; 0 keeps it until clearToast(). */
  durationMs?: number;
  /** false: not read out (the page says the same text already). */
  announce?: boolean;
  /** The loading indicator instead of a text; taps are blocked while it shows. */
  loading?: boolean;
};

/** Shows a toast in place of the one on screen. */
export function showToastNow(
  content: string,
  { durationMs = DEFAULT_DURATION_MS, announce = true, loading = false }: ToastOptions = {},
): void {
  clearToast();
  const box = document.createElement('div');
  box.className = loading ? 'toast toast--blocking' : 'toast';
  const main = document.createElement('div');
  main.className = loading ? 'toast__main toast__main--loading' : 'toast__main';
  if (loading) {
    const spinner = document.createElement('span');
    spinner.className = 'toast__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    main.append(spinner);
  }
  if (content) main.append(content);
  box.append(main);
  layer(announce && !loading).append(box);
  current = { box };
  if (durationMs > 0) current.timer = setTimeout(clearToast, durationMs);
}

/** Takes the toast on screen away, if any. */
export function clearToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.box.remove();
  current = undefined;
}
