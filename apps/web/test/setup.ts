import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resources } from '../src/app/i18n-resources';
import { initI18n } from '../src/i18n/i18n';
import { revealEverythingAtOnce } from '../src/hooks/use-reveal-in-steps';
import { installAntdRender } from '../src/lib/antd-render';
import { reportReachable } from '../src/lib/connectivity';
import { clearToast } from '../src/lib/toast';
import { setNavigator } from '../src/lib/navigation';
import { setRuntimeConfig } from '../src/lib/runtime-config';

// antd-mobile's dialogs and popups animate with react-spring, whose frames jsdom drives only as
// its timers allow: in a worker's shared state (isolate: false) a closing dialog's animation
// could stall and the dialog stay on the page (clean-clone runs: family list, My reservations,
// dialogs on navigation). Tests check what is shown, not how it moves: animations end at once.
const { Globals } = await import('@react-spring/web');
Globals.assign({ skipAnimation: true });

// jsdom draws nothing on a canvas: the signature pad is a stand-in that records strokes.
vi.mock('signature_pad', () => import('./fake-signature-pad'));

// Lives outside src/ so it may load the app's merged texts (the architecture rule covers src/).
await installAntdRender();
// The app fetches Dialog on first use; loaded here once, a dialog a test opens at its very end
// resolves from the module cache instead of loading after the environment is torn down.
const { default: Dialog } = await import('antd-mobile/es/components/dialog');

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
  // The files of a worker share the module (isolate: false): a call that failed in an earlier
  // test leaves the app "offline", which showed the banner at the start of another file's test.
  reportReachable();
});

afterEach(() => {
  cleanup();
  setNavigator(undefined);
});

// React's scheduler runs its work in setImmediate tasks in Node: work queued after a file's
// environment was torn down fails the whole run with "window is not defined" (seen after
// export-screen.test.tsx, then after change-password-screen.test.tsx). Two sources, both ended
// here: dialogs that antd-mobile renders imperatively are React roots of their own
// (src/lib/antd-render.ts), in containers on the body that cleanup() does not know; they are
// closed and their roots unmounted. Then one timer turn lets every queued immediate run. A toast
// (src/lib/toast.ts) is plain DOM: it is taken away so its timer has nothing left to do.
afterAll(async () => {
  clearToast();
  Dialog.clear();
  for (const container of [...document.body.children]) {
    const root = (container as { __appRoot?: Root }).__appRoot;
    if (!root) continue;
    root.unmount();
    container.remove();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
});
