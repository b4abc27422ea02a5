import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { provideIdScan } from '../components/id-scan/provider';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * The second half of the start (main.tsx has the first): the router and the query cache, then
 * the first render. A chunk of its own, preloaded by index.html, so its evaluation is a task of
 * its own instead of part of one long start-up task.
 */
// "Scan ID" on the identity blocks (issue 39): a chunk fetched when a form that has one shows.
provideIdScan(() => import('../features/id-scan/scan-id'));

export function startApp(root: HTMLElement) {
  // Made at once: creating the router starts the screen's chunk and its data on their way (lazy
  // routes, loaders), before the task break that comes ahead of the first render.
  const router = createAppRouter();
  return () =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
}
