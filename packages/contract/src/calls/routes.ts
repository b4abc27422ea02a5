/**
 * Where each call goes (its path under API_BASE), whether it is authenticated and whether its body
 * is multipart, and the paging defaults: the facts of the wire that need no zod. Each call
 * definition (account.ts, appointment.ts, business.ts, reference.ts) spreads its route, and
 * endpoints.ts hands the same objects to the web's read-only screens, which must not load zod.
 */
export interface Route {
  path: string;
  /** Authenticated: auth_token in the body and the Authorization header. */
  auth: boolean;
  /** Multipart instead of form-urlencoded (EditAppointInfo, platform/upload). */
  multipart?: boolean;
}

export const accountRoutes = {
  mailcode: { path: 'user/mailcode', auth: false },
  register: { path: 'policyholder/Register', auth: false },
  login: { path: 'policyholder/Login', auth: false },
  forgetPassword: { path: 'policyholder/ForgetPassword', auth: false },
  checkEmailCode: { path: 'user/checkEmailCode', auth: false },
  codeLogin: { path: 'policyholder/CodeLogin', auth: false },
  changePassword: { path: 'policyholder/ChangePassword', auth: true },
  mobileList: { path: 'user/mobileList', auth: false },
  memberInfo: { path: 'policyholder/MemberInfo', auth: true },
  logout: { path: 'policyholder/Logout', auth: true },
} as const satisfies Record<string, Route>;

/** The message centre (DESIGN.md "The member's account area": notice). */
export const noticeRoutes = {
  notice: { path: 'user/notice', auth: true },
  readNotice: { path: 'user/readNotice', auth: true },
} as const satisfies Record<string, Route>;

/** The member's e-mail settings: which kinds of mail they want (messages in the app always arrive). */
export const mailPreferenceRoutes = {
  mailPreferences: { path: 'user/mailPreferences', auth: true },
  saveMailPreference: { path: 'user/saveMailPreference', auth: true },
} as const satisfies Record<string, Route>;

/**
 * SPEC §3's basic info, shown on the "My profile" screen, and the person the member last submitted
 * a reservation with (a new reservation's policyholder or customer is offered it, issue 36).
 */
export const profileRoutes = {
  basicInfo: { path: 'user/basicInfo', auth: true },
  lastPerson: { path: 'policyholder/LastPerson', auth: true },
} as const satisfies Record<string, Route>;

/** The user agreement, the collection statement and the declarations, as versioned texts. */
export const dealRoutes = {
  userDeal: { path: 'user/userDeal', auth: false },
} as const satisfies Record<string, Route>;

export const reservationRoutes = {
  createAppoint: { path: 'policyholder/CreateAppoint', auth: true },
  checkAppointUrl: { path: 'policyholder/checkAppointUrl', auth: true },
  editAppointInfo: { path: 'policyholder/EditAppointInfo', auth: true, multipart: true },
  upload: { path: 'platform/upload', auth: true, multipart: true },
  appointList: { path: 'policyholder/AppointList', auth: true },
  deleteAppoint: { path: 'policyholder/DeleteAppoint', auth: true },
} as const satisfies Record<string, Route>;

export const businessRoutes = {
  list: { path: 'insuranceservice/getbusinessforuser', auth: true },
  detail: { path: 'insuranceservice/GetSingleInsurance', auth: true },
  paymentRecords: { path: 'insuranceservice/getpaymentrecords', auth: true },
  paymentRecord: { path: 'insuranceservice/getpaymentrecord', auth: true },
  statusChanges: { path: 'insuranceservice/getstatuschange', auth: true },
} as const satisfies Record<string, Route>;

export const referenceRoutes = {
  commonEnums: { path: 'insuranceservice/getinscommonenum', auth: true },
  currencies: { path: 'insuranceservice/getlibcurrency', auth: true },
  banks: { path: 'insuranceservice/getbanklist', auth: true },
} as const satisfies Record<string, Route>;

/** DESIGN.md's sub-user list: the member's family members (SPEC's helper names). */
export const familyRoutes = {
  subUserList: { path: 'user/subUserList', auth: true },
  saveSubUser: { path: 'user/saveSubUser', auth: true },
  removeSubUser: { path: 'user/removeSubUser', auth: true },
} as const satisfies Record<string, Route>;

/** How many family members one member may keep: a household, not an address book. */
export const MAX_FAMILY_MEMBERS = 20;

/** DESIGN.md "The member's account area": payees, remittance notices, bank accounts, statement. */
export const remittanceRoutes = {
  payees: { path: 'remittance/payees', auth: true },
  list: { path: 'remittance/list', auth: true },
  create: { path: 'remittance/create', auth: true },
  accountDetails: { path: 'user/accountDetails', auth: true },
  userBlotter: { path: 'user/userBlotter', auth: true },
  dictionary: { path: 'user/dictionary', auth: true },
} as const satisfies Record<string, Route>;

/** The member's own data: who opened their files, and all of it as a ZIP. */
export const privacyRoutes = {
  accessLog: { path: 'user/accessLog', auth: true },
  exportData: { path: 'user/exportData', auth: true },
} as const satisfies Record<string, Route>;

export const staffRoutes = {
  publicKey: { path: 'pda/site/publicKey', auth: false },
  login: { path: 'pda/site/login', auth: false },
  refresh: { path: 'pda/site/refresh', auth: false },
  logout: { path: 'pda/site/logout', auth: false },
  setPassword: { path: 'pda/site/setPassword', auth: false },
} as const satisfies Record<string, Route>;

/**
 * The staff second factor (DESIGN.md "Staff second factor"). Each takes the login's mfa_token or
 * the console's bearer token (Authorization), as its description in staff-mfa.ts says.
 */
export const staffMfaRoutes = {
  totpSetup: { path: 'pda/site/mfa/totp/setup', auth: false },
  totpEnable: { path: 'pda/site/mfa/totp/enable', auth: false },
  totpDisable: { path: 'pda/site/mfa/totp/disable', auth: false },
  verify: { path: 'pda/site/mfa/verify', auth: false },
  factors: { path: 'pda/site/mfa/factors', auth: false },
  recoveryRegenerate: { path: 'pda/site/mfa/recovery/regenerate', auth: false },
  passkeyRegisterOptions: { path: 'pda/site/mfa/passkey/register/options', auth: false },
  passkeyRegisterVerify: { path: 'pda/site/mfa/passkey/register/verify', auth: false },
  passkeyLoginOptions: { path: 'pda/site/mfa/passkey/login/options', auth: false },
  passkeyLoginVerify: { path: 'pda/site/mfa/passkey/login/verify', auth: false },
  passkeyRemove: { path: 'pda/site/mfa/passkey/remove', auth: false },
} as const satisfies Record<string, Route>;

/** DESIGN.md paging: the page size a list call takes when none is sent, and the largest allowed. */
export const BUSINESS_PAGE_SIZE = 10;
/** policyholder/AppointList: the member's reservations. */
export const RESERVATION_PAGE_SIZE = 10;
export const MAX_RESERVATION_PAGE_SIZE = 50;
export const MAX_BUSINESS_PAGE_SIZE = 50;
export const NOTICE_PAGE_SIZE = 20;
export const MAX_NOTICE_PAGE_SIZE = 50;
export const CURRENCY_PAGE_SIZE = 200;
export const MAX_CURRENCY_PAGE_SIZE = 500;
export const ACCESS_LOG_PAGE_SIZE = 20;
export const MAX_ACCESS_LOG_PAGE_SIZE = 50;
export const REMITTANCE_PAGE_SIZE = 20;
export const MAX_REMITTANCE_PAGE_SIZE = 100;
/** SPEC §7 account details: pageNum default 1, pageSize default 200. */
export const ACCOUNT_PAGE_SIZE = 200;
export const MAX_ACCOUNT_PAGE_SIZE = 500;
