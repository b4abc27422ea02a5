import { createHashRouter, createPath, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { ScreenFallback } from '../components/screen-fallback';
import { paths } from '../config/paths';
import { reloadIfStale } from '../lib/app-update';
import { closeDialogsOnNavigation } from '../lib/dialogs-on-navigation';
import { setNavigator } from '../lib/navigation';
import { routeTable } from './routes';

/** The route table (app/routes.ts) with the loading and error screens, and unknown paths to '/'. */
export const routes: RouteObject[] = [
  {
    ...routeTable,
    HydrateFallback: ScreenFallback,
    ErrorBoundary: RouteError,
    children: [
      ...(routeTable.children ?? []),
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createHashRouter(routes);
  // The request layer sends the member to login (codes 100 and 401) through the router.
  setNavigator((to, options) => void router.navigate(to, options));
  closeDialogsOnNavigation(router);
  // A page older than the deployment's service worker moves to the new build as it navigates.
  let shown = router.state.location;
  router.subscribe((state) => {
    const next = state.navigation.location ?? (state.location !== shown ? state.location : null);
    shown = state.location;
    if (next) reloadIfStale(`#${createPath(next)}`);
  });
  return router;
}
