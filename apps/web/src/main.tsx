// main.tsx is the entry point: the one shared-layer file that mounts app/.
import { resources } from './app/i18n-resources';
import { preloadScreens } from './app/routes';
import { i18n, initI18n } from './i18n/i18n';
import { afterFirstContent } from './lib/first-content';
// antd-mobile's theme variables; components are imported one by one from antd-mobile/es so the
// package entry (which drags in its animation library) stays out of the bundle.
import 'antd-mobile/es/global';
import './styles.css';

/** Lets the browser paint and handle input before the next piece of the start (issue 14). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The start comes in several short tasks rather than one long one (issue 14: each task a phone
// runs for over 50 ms blocks input): the screen's chunks and data on their way, then the texts;
// the router and query cache module (app/start.tsx, fetched in parallel with this file: see
// vite.config.ts); the router; the first render.
// The screen's own chunks and first data start first, while React DOM and React Router still
// download: after a task break, the browser compiled those (in tasks of their own) before this
// file went on, and the screen's requests waited for React DOM's download (issue 33).
preloadScreens(window.location.hash.slice(1) || '/');
await nextTask();
// The texts before any other module of the app runs: screen modules add their own texts as they
// load (on i18next's 'initialized' when they come first).
initI18n(resources);
document.documentElement.lang = i18n.language;
document.title = i18n.t('app.name');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await nextTask();
// React DOM in a task of its own, then the router and the
// rest of app/start.tsx in the next: evaluated in one go, they were one task of 20-25 ms. Both
// chunks are already downloading (index.html preloads them).
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start');
await nextTask();
const render = startApp(root);
await nextTask();
render();

// What only an installed or offline app needs waits until the first screen shows its content and
// the page has settled (docs/performance.md, fifteenth round): the manifest link, which the
// browser answers by fetching the manifest and decoding its icon on this thread, and the service
// worker (offline shell, updates, from a chunk of its own), whose install fetches and stores the
// whole build. At the load event both competed with the screen's chunks, data and renders.
afterFirstContent(() => {
  void import('./lib/web-app-manifest')
    .then(({ linkManifest }) => {
      linkManifest(i18n.language);
      i18n.on('languageChanged', linkManifest);
    })
    .catch(() => {});
  // Production builds only.
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    void import('./lib/service-worker').then((m) => m.registerServiceWorker()).catch(() => {});
});
