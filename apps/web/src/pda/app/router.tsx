import { createHashRouter, Navigate, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { ScreenFallback } from '../../components/screen-fallback';
import { closeDialogsOnNavigation } from '../../lib/dialogs-on-navigation';
import { lazyScreen } from '../../lib/lazy-screen';
import { setNavigator } from '../../lib/navigation';
import { consolePaths } from '../lib/paths';
import { hasStaffSession } from '../lib/staff-session';

/** Each screen is its own chunk, fetched on first visit. */
const screens = {
  login: lazyScreen(
    () => import('../features/login/components/login-screen'),
    (m) => m.LoginScreen,
  ),
  setPassword: lazyScreen(
    () => import('../features/login/components/set-password-screen'),
    (m) => m.SetPasswordScreen,
  ),
  layout: lazyScreen(
    () => import('../components/console-layout'),
    (m) => m.ConsoleLayout,
  ),
  search: lazyScreen(
    () => import('../features/search/components/search-screen'),
    (m) => m.SearchScreen,
  ),
  dashboard: lazyScreen(
    () => import('../features/dashboard/components/dashboard-screen'),
    (m) => m.DashboardScreen,
  ),
  calendar: lazyScreen(
    () => import('../features/calendar/components/calendar-screen'),
    (m) => m.CalendarScreen,
  ),
  queue: lazyScreen(
    () => import('../features/queue/components/queue-screen'),
    (m) => m.QueueScreen,
  ),
  reservation: lazyScreen(
    () => import('../features/reservation/components/reservation-screen'),
    (m) => m.ReservationScreen,
  ),
  businesses: lazyScreen(
    () => import('../features/businesses/components/business-list-screen'),
    (m) => m.BusinessListScreen,
  ),
  business: lazyScreen(
    () => import('../features/businesses/components/business-screen'),
    (m) => m.BusinessScreen,
  ),
  members: lazyScreen(
    () => import('../features/members/components/member-list-screen'),
    (m) => m.MemberListScreen,
  ),
  member: lazyScreen(
    () => import('../features/members/components/member-screen'),
    (m) => m.MemberScreen,
  ),
  staff: lazyScreen(
    () => import('../features/staff/components/staff-screen'),
    (m) => m.StaffScreen,
  ),
  payees: lazyScreen(
    () => import('../features/payees/components/payees-screen'),
    (m) => m.PayeesScreen,
  ),
  remittances: lazyScreen(
    () => import('../features/remittances/components/remittances-screen'),
    (m) => m.RemittancesScreen,
  ),
  notices: lazyScreen(
    () => import('../features/notices/components/notices-screen'),
    (m) => m.NoticesScreen,
  ),
  security: lazyScreen(
    () => import('../features/security/components/security-screen'),
    (m) => m.SecurityScreen,
  ),
  audit: lazyScreen(
    () => import('../features/audit/components/audit-screen'),
    (m) => m.AuditScreen,
  ),
};

/** Without a console login, any screen leads to the login, which brings the user back here. */
function requireStaff({ request }: LoaderFunctionArgs) {
  if (hasStaffSession()) return null;
  const url = new URL(request.url);
  throw redirect(consolePaths.loginHref(url.pathname + url.search));
}

const p = consolePaths;

export const consoleRoutes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: ScreenFallback,
    ErrorBoundary: RouteError,
    children: [
      { path: p.login, lazy: screens.login },
      { path: p.setPassword, lazy: screens.setPassword },
      {
        id: 'staff',
        loader: requireStaff,
        lazy: screens.layout,
        children: [
          { index: true, element: <Navigate to={p.home} replace /> },
          { path: p.dashboard, lazy: screens.dashboard },
          { path: p.calendar, lazy: screens.calendar },
          { path: p.queue, lazy: screens.queue },
          { path: p.reservation, lazy: screens.reservation },
          { path: p.businesses, lazy: screens.businesses },
          { path: p.business, lazy: screens.business },
          { path: p.members, lazy: screens.members },
          { path: p.member, lazy: screens.member },
          { path: p.remittances, lazy: screens.remittances },
          { path: p.payees, lazy: screens.payees },
          { path: p.staff, lazy: screens.staff },
          { path: p.audit, lazy: screens.audit },
          { path: p.notices, lazy: screens.notices },
          { path: p.security, lazy: screens.security },
          { path: p.search, lazy: screens.search },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createConsoleRouter() {
  const router = createHashRouter(consoleRoutes);
  // The admin client sends the staff member to login (401) through the router.
  setNavigator((to, options) => void router.navigate(to, options));
  closeDialogsOnNavigation(router);
  return router;
}
