/**
 * Every route of SPEC §2, in one typed object. It sits in the shared layer (as in
 * bulletproof-react's src/config/paths.ts) because features link to each other's screens through
 * it, and features may not import from app/.
 */
export const paths = {
  root: '/',
  login: '/pages/login/index',
  register: '/pages/login/register/register',
  forget: '/pages/login/forget/index',
  business: {
    index: '/pages/business/index',
    detail: '/pages/business/detail',
    paymentRecords: '/pages/business/paymentRecords',
    paymentRecordsDetail: '/pages/business/paymentRecordsDetail',
  },
  my: '/pages/my/index',
  language: '/pages/language/index',
  appointment: {
    index: '/pages/appointment/index',
    start: '/pages/appointment/start',
    appointment: '/pages/appointment/appointment',
    insurantInfo: '/pages/appointment/insurant_info',
    applicantInfo: '/pages/appointment/applicant_info',
    upload: '/pages/appointment/upload',
    tip: '/pages/appointment/tip',
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

/** Screens reachable without a session; every other route needs a logged-in member. */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.login,
  paths.register,
  paths.forget,
];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname);
}

/** The login route that brings the member back to `from` afterwards. */
export function loginPath(from?: string): string {
  if (!from || isPublicPath(from.split('?')[0] ?? from)) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(from)}`;
}

/** Only our own routes are accepted as a redirect target (no '//host' or 'javascript:'). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return isPublicPath(target.split('?')[0] ?? target) ? null : target;
}

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AppPath = Leaves<typeof paths>;

/** Every path as a flat list (route tables and tests). */
export function allPaths(node: unknown = paths): AppPath[] {
  if (typeof node === 'string') return [node as AppPath];
  return Object.values(node as Record<string, unknown>).flatMap((child) => allPaths(child));
}
