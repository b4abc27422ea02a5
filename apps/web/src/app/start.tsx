import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * The second half of the start (main.tsx has the first): the router, the query cache and the
 * first render. A chunk of its own, preloaded by index.html, so its evaluation is a task of its
 * own instead of part of one long start-up task.
 */
export function startApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
