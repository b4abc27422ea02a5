import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { setNavigator } from '../src/lib/navigation';
import { testQueryClient } from './query-client';

interface RenderOptions {
  /** Where the screen is mounted (default '/'). */
  path?: string;
  /** The first entry of the history, e.g. '/pages/login/index?redirect=%2Fpages%2Fmy%2Findex'. */
  route?: string;
  /** Extra routes next to the screen, e.g. the targets it navigates to. */
  routes?: RouteObject[];
  state?: unknown;
  /** A query cache the test filled first (what a route's loader prefetched). */
  queryClient?: QueryClient;
  /** Render outside act(), so the test sees the first paint (renderFirstPaint). */
  firstPaint?: boolean;
}

/**
 * Renders as the browser does, outside act(): act() would also run the deferred renders React
 * schedules after the first one (useDeferredValue, transitions) before it returns, so a test could
 * never see the first paint. The first render is committed at once (flushSync); the deferred ones
 * then run on React's scheduler, and the test waits for them with findBy/waitFor.
 */
export function renderFirstPaint(ui: ReactElement) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(ui));
  let mounted = true;
  const unmount = () => {
    if (mounted) root.unmount();
    mounted = false;
  };
  onTestFinished(() => {
    unmount();
    container.remove();
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  return { container, unmount };
}

/** Renders a screen inside the app's providers and a memory router; returns the router too. */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const [pathname = path, query] = (options.route ?? path).split('?');
  const router = createMemoryRouter([{ path, element: ui }, ...(options.routes ?? [])], {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state: options.state }],
  });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const queryClient = options.queryClient ?? testQueryClient();
  const tree = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = options.firstPaint ? renderFirstPaint(tree) : render(tree);
  return { ...view, router, queryClient };
}
