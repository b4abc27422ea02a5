import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
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
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
