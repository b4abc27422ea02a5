/**
 * Toasts and the loading indicator. antd-mobile's Toast (with its animation library, about 15 KiB
 * gzip) is fetched on the first toast rather than with the login screen: the first screen must
 * paint within the size budget and shows no toast before the user acts.
 *
 * antd-mobile keeps one toast at a time, so the loading toast is only cleared while it is still
 * the one on screen: hiding it must not swallow a message shown after it (e.g. 'Login
 * Successful' followed by the next screen's first request).
 */
import type Toast from 'antd-mobile/es/components/toast';
import { loadImperative } from './antd-render';

type ToastApi = typeof Toast;

let toastModule: Promise<ToastApi> | undefined;
// Calls keep their order: every caller chains on the same promise.
const withToast = (use: (toast: ToastApi) => void): void => {
  toastModule ??= loadImperative(() => import('antd-mobile/es/components/toast')).then(
    (m) => m.default,
  );
  void toastModule.then(use);
};

let loadingCount = 0;
let loadingOnScreen = false;

export function showToast(content: string, durationMs?: number): void {
  loadingOnScreen = false;
  withToast((toast) =>
    toast.show(durationMs === undefined ? { content } : { content, duration: durationMs }),
  );
}

export function showLoading(): void {
  loadingCount += 1;
  if (!loadingOnScreen) {
    loadingOnScreen = true;
    withToast((toast) => toast.show({ icon: 'loading', duration: 0, maskClickable: false }));
  }
}

export function hideLoading(): void {
  loadingCount = Math.max(0, loadingCount - 1);
  if (loadingCount === 0 && loadingOnScreen) {
    loadingOnScreen = false;
    withToast((toast) => toast.clear());
  }
}
