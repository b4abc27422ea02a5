/**
 * Toasts and the loading indicator (lib/toast.ts draws them and has screen readers say them).
 *
 * One toast shows at a time, so the loading indicator is only cleared while it is still the one
 * on screen: hiding it must not swallow a message shown after it (e.g. 'Login Successful'
 * followed by the next screen's first request).
 */
import { clearToast, showToastNow } from './toast';

let loadingCount = 0;
let loadingOnScreen = false;

/**
 * Shows `content` in a toast (2 s, or `durationMs`) and has screen readers say it, unless
 * `announce` is false: for a text the page says already, such as a field's own message
 * (role="alert").
 */
export function showToast(
  content: string,
  options: { durationMs?: number; announce?: boolean } = {},
): void {
  loadingOnScreen = false;
  showToastNow(content, options);
}

export function showLoading(): void {
  loadingCount += 1;
  if (!loadingOnScreen) {
    loadingOnScreen = true;
    showToastNow('', { durationMs: 0, loading: true });
  }
}

export function hideLoading(): void {
  loadingCount = Math.max(0, loadingCount - 1);
  if (loadingCount === 0 && loadingOnScreen) {
    loadingOnScreen = false;
    clearToast();
  }
}
