import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resources } from '../src/app/i18n-resources';
import { initI18n } from '../src/i18n/i18n';
import { revealEverythingAtOnce } from '../src/hooks/use-reveal-in-steps';
import { installAntdRender } from '../src/lib/antd-render';
import { setNavigator } from '../src/lib/navigation';
import { setRuntimeConfig } from '../src/lib/runtime-config';

// jsdom draws nothing on a canvas: the signature pad is a stand-in that records strokes.
vi.mock('signature_pad', () => import('./fake-signature-pad'));

// Lives outside src/ so it may load the app's merged texts (the architecture rule covers src/).
await installAntdRender();
// The app fetches Toast and Dialog on first use; loaded here once, a toast a test triggers at its
// very end resolves from the module cache instead of loading after the environment is torn down.
await Promise.all([
  import('antd-mobile/es/components/toast'),
  import('antd-mobile/es/components/dialog'),
]);

// Long forms render in steps in the app; tests read every field as soon as a form appears.
revealEverythingAtOnce();

// antd-mobile reads matchMedia; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(() => {
  localStorage.clear();
  // Assertions read English, the way the browser tests do.
  localStorage.setItem('language', 'en-US');
  initI18n(resources, 'en-US');
  setRuntimeConfig({ apiBase: '/api/', orgNo: 'test-org', signSecret: 'test-secret' });
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  setNavigator(undefined);
});

// React's scheduler runs its work in setImmediate tasks in Node: work queued by an update at a
// file's very end could run after the file's environment was torn down and fail the whole run
// with "window is not defined" (seen once, after export-screen.test.tsx). One timer turn lets
// every queued immediate run first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 0)));
