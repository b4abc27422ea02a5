/**
 * Every route of SPEC §2, in one typed object. It sits in the shared layer (as in
 * bulletproof-react's src/config/paths.ts) because features link to each other's screens through
 * it, and features may not import from app/.
 */
const routes = {
  root: '/',
  login: '/pages/login/index',
  /** Log in with an e-mail code (SPEC's "message login"), reached from the login screen. */
  loginCode: '/pages/login/code',
  register: '/pages/login/register/register',
  forget: '/pages/login/forget/index',
  business: {
    index: '/pages/business/index',
    detail: '/pages/business/detail',
    paymentRecords: '/pages/business/paymentRecords',
    paymentRecordsDetail: '/pages/business/paymentRecordsDetail',
    /** Pay premium: the business's official accounts and the remittance notice. */
    pay: '/pages/business/pay',
  },
  my: '/pages/my/index',
  /** The member's reservations: drafts, changes requested, submitted (issue 36). */
  myReservations: '/pages/my/reservations',
  /** Change login password (SPEC §7's helper), reached from the personal centre. */
  myPassword: '/pages/my/password',
  /** Family members (DESIGN.md's sub-user list): the list, and the add or edit form. */
  myFamily: '/pages/my/family',
  myFamilyEdit: '/pages/my/family/edit',
  /** The money area (DESIGN.md "The member's account area"), from the personal centre. */
  myRemittances: '/pages/my/remittances',
  myAccounts: '/pages/my/accounts',
  myStatement: '/pages/my/statement',
  /** The message centre (DESIGN.md notice) and SPEC §3's basic info, from the personal centre. */
  myMessages: '/pages/my/messages',
  myProfile: '/pages/my/profile',
  /** E-mail notifications: which kinds of mail the member wants (every e-mail links here). */
  myNotifications: '/pages/my/notifications',
  /** The member's own data: who opened their files, and "Download my data". */
  myAccessLog: '/pages/my/access-log',
  myDataExport: '/pages/my/data-export',
  language: '/pages/language/index',
  appointment: {
    index: '/pages/appointment/index',
    start: '/pages/appointment/start',
    appointment: '/pages/appointment/appointment',
    insurantInfo: '/pages/appointment/insurant_info',
    applicantInfo: '/pages/appointment/applicant_info',
    upload: '/pages/appointment/upload',
    tip: '/pages/appointment/tip',
    /** After a successful submit: what happens next, and whom to ask. */
    submitted: '/pages/appointment/submitted',
    // SPEC spells the folder 'educatioImmigrant'; links already shared rely on that spelling.
    educationImmigrant: {
      index: '/pages/appointment/educatioImmigrant/index',
      customerInfo: '/pages/appointment/educatioImmigrant/customerInfo',
      customerEducation: '/pages/appointment/educatioImmigrant/customerEducation',
      bankInfo: '/pages/appointment/educatioImmigrant/bankInfo',
      upload: '/pages/appointment/educatioImmigrant/upload',
    },
    houseTrustInvestment: {
      index: '/pages/appointment/houseTrustInvestment/index',
      customerInfo: '/pages/appointment/houseTrustInvestment/customerInfo',
      bankInfo: '/pages/appointment/houseTrustInvestment/bankInfo',
      upload: '/pages/appointment/houseTrustInvestment/upload',
    },
    ita: {
      index: '/pages/appointment/ITA/index',
      insurantInfo: '/pages/appointment/ITA/insurant_info',
      applicantInfo: '/pages/appointment/ITA/applicant_info',
      upload: '/pages/appointment/ITA/upload',
      ita: '/pages/appointment/ITA/ITA',
    },
  },
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

/** A route with its query (SPEC §2 passes ids, tokens and the way back in the query). */
function withQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${path}?${pairs.join('&')}`;
}

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AppPath = Leaves<typeof routes>;
export type ReservationPath = Leaves<typeof routes.appointment>;

/**
 * The route table plus one typed link builder per route that takes a query, so no screen puts
 * a `?id=` together by hand.
 */
export const paths = {
  ...routes,
  business: {
    ...routes.business,
    detailHref: (id: string) => withQuery(routes.business.detail, { id }),
    paymentRecordsHref: (businessId: string) =>
      withQuery(routes.business.paymentRecords, { id: businessId }),
    paymentRecordHref: (id: string) => withQuery(routes.business.paymentRecordsDetail, { id }),
    payHref: (businessId: string) => withQuery(routes.business.pay, { id: businessId }),
  },
  appointment: {
    ...routes.appointment,
    /** Every screen of a reservation carries its link token. */
    href: (path: ReservationPath, token: string) => withQuery(path, { token }),
    /** The submitted page, naming the business the submit created (when it answered one). */
    submittedHref: (businessId?: string) =>
      businessId
        ? withQuery(routes.appointment.submitted, { id: businessId })
        : routes.appointment.submitted,
  },
  /** The family member form: editing the one with this id, or adding one without. */
  myFamilyEditHref: (id?: string) =>
    id ? withQuery(routes.myFamilyEdit, { id }) : routes.myFamilyEdit,
  /** `back` is the route (with its query) the picked address returns to. */
  chooseLocationHref: (field: string, back: string) =>
    withQuery(routes.chooseLocation, { field, back }),
  openLocationHref: (address: string, position?: { lat: string; lng: string }) =>
    withQuery(routes.openLocation, { address, ...position }),
};

/** Screens reachable without a session; every other route needs a logged-in member. */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.login,
  paths.loginCode,
  paths.register,
  paths.forget,
];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname);
}

/** The login route that brings the member back to `from` afterwards. */
export function loginPath(from?: string): string {
  if (!from || isPublicPath(from.split('?')[0] ?? from)) return paths.login;
  return withQuery(paths.login, { redirect: from });
}

/** A login route (password or e-mail code) that keeps the way back it was given. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? withQuery(path, { redirect }) : path;
}

/** Only our own routes are accepted as a redirect target (no '//host' or 'javascript:'). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return isPublicPath(target.split('?')[0] ?? target) ? null : target;
}

/** Every path as a flat list (route tables and tests). */
export function allPaths(node: unknown = routes): AppPath[] {
  if (typeof node === 'string') return [node as AppPath];
  return Object.values(node as Record<string, unknown>).flatMap((child) => allPaths(child));
}
