import { Toast } from 'antd-mobile';

/**
 * Toasts and the loading indicator. antd-mobile keeps one toast at a time, so the loading toast is
 * only cleared while it is still the one on screen: hiding it must not swallow a message shown
 * after it (e.g. 'Login Successful' followed by the next screen's first request).
 */
let loadingCount = 0;
let loadingOnScreen = false;

export function showToast(content: string, durationMs?: number): void {
  loadingOnScreen = false;
  Toast.show(durationMs === undefined ? { content } : { content, duration: durationMs });
}

export function showLoading(): void {
  loadingCount += 1;
  if (!loadingOnScreen) {
    Toast.show({ icon: 'loading', duration: 0, maskClickable: false });
    loadingOnScreen = true;
  }
}

export function hideLoading(): void {
  loadingCount = Math.max(0, loadingCount - 1);
  if (loadingCount === 0 && loadingOnScreen) {
    loadingOnScreen = false;
    Toast.clear();
  }
}
