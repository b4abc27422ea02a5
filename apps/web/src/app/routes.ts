// The route table as data, without React Router's code: main.tsx reads it to fetch the screen's
// chunks while the router itself still downloads (issue 14), and app/router.tsx builds the router
// from it.
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import { allPaths, loginPath, paths } from '../config/paths';
import { lazyScreen } from '../lib/lazy-screen';
import { queryClient } from '../lib/query-client';
import { getLanguage, isLoggedIn } from '../lib/storage';

/**
 * What React Router's `redirect` returns (a 302 with a Location), made here so that this module
 * needs none of React Router's code: the router treats it exactly like its own.
 */
function redirect(to: string): Response {
  return new Response(null, { status: 302, headers: { Location: to } });
}

/** Each screen is its own chunk, fetched on first visit. */
const screens = {
  login: lazyScreen(
    () => import('../features/auth/components/login-screen'),
    (m) => m.LoginScreen,
  ),
  codeLogin: lazyScreen(
    () => import('../features/auth/components/code-login-screen'),
    (m) => m.CodeLoginScreen,
  ),
  register: lazyScreen(
    () => import('../features/auth/components/register-screen'),
    (m) => m.RegisterScreen,
  ),
  forget: lazyScreen(
    () => import('../features/auth/components/forget-screen'),
    (m) => m.ForgetScreen,
  ),
  changePassword: lazyScreen(
    () => import('../features/auth/components/change-password-screen'),
    (m) => m.ChangePasswordScreen,
  ),
  myReservations: lazyScreen(
    () => import('../features/reservation/components/my-reservations-screen'),
    (m) => m.MyReservationsScreen,
  ),
  family: lazyScreen(
    () => import('../features/family/components/family-list-screen'),
    (m) => m.FamilyListScreen,
  ),
  familyForm: lazyScreen(
    () => import('../features/family/components/family-form-screen'),
    (m) => m.FamilyFormScreen,
  ),
  messages: lazyScreen(
    () => import('../features/notice/components/message-centre-screen'),
    (m) => m.MessageCentreScreen,
  ),
  profile: lazyScreen(
    () => import('../features/profile/components/profile-screen'),
    (m) => m.ProfileScreen,
  ),
  notifications: lazyScreen(
    () => import('../features/notice/components/mail-preferences-screen'),
    (m) => m.MailPreferencesScreen,
  ),
  accessLog: lazyScreen(
    () => import('../features/privacy/components/access-log-screen'),
    (m) => m.AccessLogScreen,
  ),
  dataExport: lazyScreen(
    () => import('../features/privacy/components/export-screen'),
    (m) => m.ExportScreen,
  ),
  my: lazyScreen(
    () => import('../features/my/components/my-screen'),
    (m) => m.MyScreen,
  ),
  language: lazyScreen(
    () => import('../features/language/components/language-screen'),
    (m) => m.LanguageScreen,
  ),
  businessList: lazyScreen(
    () => import('../features/business/components/business-list-screen'),
    (m) => m.BusinessListScreen,
  ),
  businessDetail: lazyScreen(
    () => import('../features/business/components/business-detail-screen'),
    (m) => m.BusinessDetailScreen,
  ),
  paymentRecords: lazyScreen(
    () => import('../features/business/components/payment-records-screen'),
    (m) => m.PaymentRecordsScreen,
  ),
  paymentRecord: lazyScreen(
    () => import('../features/business/components/payment-record-screen'),
    (m) => m.PaymentRecordScreen,
  ),
  pay: lazyScreen(
    () => import('../features/remittance/components/pay-screen'),
    (m) => m.PayScreen,
  ),
  remittances: lazyScreen(
    () => import('../features/remittance/components/remittance-list-screen'),
    (m) => m.RemittanceListScreen,
  ),
  accounts: lazyScreen(
    () => import('../features/remittance/components/accounts-screen'),
    (m) => m.AccountsScreen,
  ),
  statement: lazyScreen(
    () => import('../features/remittance/components/statement-screen'),
    (m) => m.StatementScreen,
  ),
  appointmentStart: lazyScreen(
    () => import('../features/reservation/components/start-screen'),
    (m) => m.StartScreen,
  ),
  appointmentLink: lazyScreen(
    () => import('../features/reservation/components/link-screen'),
    (m) => m.LinkScreen,
  ),
  appointmentOverview: lazyScreen(
    () => import('../features/reservation/components/overview-screen'),
    (m) => m.OverviewScreen,
  ),
  appointmentSection: lazyScreen(
    () => import('../features/reservation/components/section-screen'),
    (m) => m.SectionScreen,
  ),
  appointmentUpload: lazyScreen(
    () => import('../features/reservation/components/upload-screen'),
    (m) => m.UploadScreen,
  ),
  appointmentTip: lazyScreen(
    () => import('../features/reservation/components/tip-screen'),
    (m) => m.TipScreen,
  ),
  appointmentSubmitted: lazyScreen(
    () => import('../features/reservation/components/submitted-screen'),
    (m) => m.SubmittedScreen,
  ),
  chooseLocation: lazyScreen(
    () => import('../features/location/components/choose-location-screen'),
    (m) => m.ChooseLocationScreen,
  ),
  openLocation: lazyScreen(
    () => import('../features/location/components/open-location-screen'),
    (m) => m.OpenLocationScreen,
  ),
  // The tab shell too: the login screen does not need it.
  tabs: lazyScreen(
    () => import('../components/tab-layout'),
    (m) => m.TabLayout,
  ),
};

/** SPEC §3: a visit without a member token goes to login, which brings the member back here. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(url.pathname + url.search));
}

/** '/' is the login screen, except for a logged-in member, who lands on the business tab. */
function enter() {
  return isLoggedIn() ? redirect(paths.business.index) : null;
}

/**
 * What a screen asks the server for first, asked for while the screen's chunk still downloads
 * (a loader starts with the navigation, the screen's query only once its chunk has run): the
 * member sees the real content a round trip sooner (issue 14). Never awaited, so navigation does
 * not wait; the screen's own query then finds the answer in the cache or under way.
 */
const prefetch = {
  businessList({ request }: LoaderFunctionArgs) {
    // The unfiltered list, the one a member lands on (a filter is chosen on the screen).
    if (isLoggedIn() && !new URL(request.url).searchParams.has('status')) {
      void import('../features/business/api/business-list').then(({ businessListQueryOptions }) =>
        queryClient.prefetchInfiniteQuery(businessListQueryOptions()),
      );
      prefetch.enumerationLabels();
    }
    return null;
  },
  appointment({ request }: LoaderFunctionArgs) {
    const token = new URL(request.url).searchParams.get('token');
    if (isLoggedIn() && token) {
      void import('../features/reservation/api/check-reservation').then(
        ({ reservationQueryOptions }) => queryClient.prefetchQuery(reservationQueryOptions(token)),
      );
      prefetch.enumerationLabels();
    }
    return null;
  },
  /**
   * The enumerations' labels (the cards' statuses, the forms' options and country names): asked
   * for with the screen's data, not once its fields have loaded, where they were the last request
   * before the content (issue 33).
   */
  enumerationLabels() {
    void import('../api/reference')
      .then(({ commonEnumsQueryOptions }) =>
        queryClient.prefetchQuery(commonEnumsQueryOptions(getLanguage())),
      )
      .catch(() => {});
  },
  /**
   * The reservation and the contract's rules: the upload screen shows them at once (required
   * kinds, accepted types), and the start and tip screens' one action sends a call checked by them.
   */
  appointmentAndRules(args: LoaderFunctionArgs) {
    void import('../features/reservation/api/reservation-contract')
      .then(({ loadReservationContract }) => loadReservationContract())
      .catch(() => undefined);
    return prefetch.appointment(args);
  },
};

const reservation = paths.appointment;

/**
 * The reservation screens of a flow: every appointment path but the link, start, tip and
 * submitted screens.
 */
const isFlowScreen = (path: string) =>
  path !== reservation.index &&
  path !== reservation.start &&
  path !== reservation.tip &&
  path !== reservation.submitted;

/**
 * A flow's screen by the shape of its SPEC path: the overview (a folder's index, or the insurance
 * flow's 'appointment'), the upload screen, or a section form.
 */
function flowRoute(path: string): RouteObject {
  if (path === reservation.appointment || path.endsWith('/index')) {
    return { path, loader: prefetch.appointment, lazy: screens.appointmentOverview };
  }
  if (path.endsWith('/upload')) {
    return { path, loader: prefetch.appointmentAndRules, lazy: screens.appointmentUpload };
  }
  return { path, loader: prefetch.appointment, lazy: screens.appointmentSection };
}

/** Screens behind the tab bar. */
const tabRoutes: RouteObject[] = [
  { path: paths.business.index, loader: prefetch.businessList, lazy: screens.businessList },
  { path: paths.my, lazy: screens.my },
];

/** Every other screen that needs a logged-in member. */
const memberRoutes: RouteObject[] = [
  { path: paths.myPassword, lazy: screens.changePassword },
  { path: paths.myReservations, lazy: screens.myReservations },
  { path: paths.myFamily, lazy: screens.family },
  { path: paths.myFamilyEdit, lazy: screens.familyForm },
  { path: paths.myMessages, lazy: screens.messages },
  { path: paths.myProfile, lazy: screens.profile },
  { path: paths.myNotifications, lazy: screens.notifications },
  { path: paths.myAccessLog, lazy: screens.accessLog },
  { path: paths.myDataExport, lazy: screens.dataExport },
  { path: paths.business.detail, lazy: screens.businessDetail },
  { path: paths.business.paymentRecords, lazy: screens.paymentRecords },
  { path: paths.business.paymentRecordsDetail, lazy: screens.paymentRecord },
  { path: paths.business.pay, lazy: screens.pay },
  { path: paths.myRemittances, lazy: screens.remittances },
  { path: paths.myAccounts, lazy: screens.accounts },
  { path: paths.myStatement, lazy: screens.statement },
  { path: reservation.index, lazy: screens.appointmentLink },
  // Screens whose first action sends a reservation call (create, submit) have its rules ready.
  { path: reservation.start, loader: prefetch.appointmentAndRules, lazy: screens.appointmentStart },
  { path: reservation.tip, loader: prefetch.appointmentAndRules, lazy: screens.appointmentTip },
  { path: reservation.submitted, lazy: screens.appointmentSubmitted },
  // Each flow's overview, section forms and upload screen share one screen each.
  ...allPaths(reservation).filter(isFlowScreen).map(flowRoute),
  { path: paths.chooseLocation, lazy: screens.chooseLocation },
  { path: paths.openLocation, lazy: screens.openLocation },
];

/** The one route table (SPEC §2); app/router.tsx adds the loading and error screens. */
export const routeTable: NonIndexRouteObject = {
  path: paths.root,
  children: [
    { index: true, loader: enter, lazy: screens.login },
    { path: paths.login, lazy: screens.login },
    { path: paths.loginCode, lazy: screens.codeLogin },
    { path: paths.register, lazy: screens.register },
    { path: paths.forget, lazy: screens.forget },
    // Public: the language can be chosen before logging in as well.
    { path: paths.language, lazy: screens.language },
    {
      id: 'member',
      loader: requireSession,
      children: [{ lazy: screens.tabs, children: tabRoutes }, ...memberRoutes],
    },
  ],
};

/** The routes a fixed path opens, outermost first (every path of the table is a fixed string). */
function matchChain(pathname: string, route: RouteObject = routeTable): RouteObject[] | null {
  for (const child of route.children ?? []) {
    if (child.index ? pathname === route.path : child.path === pathname) return [child];
    if (!child.path && !child.index) {
      const inner = matchChain(pathname, child);
      if (inner) return [child, ...inner];
    }
  }
  return null;
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status === 302 && value.headers.has('Location');

/**
 * Starts what the screen at `path` (pathname and search, as in the hash) needs before React
 * Router has even arrived: the chunks of the screen and the layout around it (the routes' `lazy`)
 * and its first data (the routes' loaders, which prefetch into the query cache). The router later
 * calls the same functions and finds the modules and queries on their way. A loader's redirect
 * (to login without a session, to the business tab from '/' with one) is followed once.
 */
export function preloadScreens(path: string, followRedirect = true): void {
  const url = new URL(path, window.location.origin);
  const chain = matchChain(url.pathname) ?? [];
  const request = new Request(url);
  for (const route of [routeTable, ...chain]) {
    if (typeof route.loader === 'function') {
      let result: unknown;
      try {
        result = route.loader({
          request,
          url,
          pattern: route.path ?? '',
          params: {},
          context: undefined,
        });
      } catch (thrown) {
        result = thrown;
      }
      if (isRedirect(result)) {
        if (followRedirect) preloadScreens(result.headers.get('Location') ?? '/', false);
        return;
      }
    }
  }
  for (const route of chain) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
}
