import type { accountCalls } from './account.ts';
import type { reservationCalls } from './reservation.ts';
import type { businessCalls } from './business.ts';
import type { dealCalls } from './deal.ts';
import type { familyCalls } from './family.ts';
import type { remittanceCalls } from './money-area.ts';
import type { mailPreferenceCalls } from './mail-preferences.ts';
import type { noticeCalls } from './notice.ts';
import type { privacyCalls } from './privacy.ts';
import type { profileCalls } from './profile.ts';
import type { referenceCalls } from './reference.ts';
import {
  accountRoutes,
  reservationRoutes,
  businessRoutes,
  dealRoutes,
  familyRoutes,
  mailPreferenceRoutes,
  noticeRoutes,
  privacyRoutes,
  profileRoutes,
  referenceRoutes,
  remittanceRoutes,
} from './routes.ts';
import type { Route } from './routes.ts';
import type { CallDefinition, EndpointOf } from './types.ts';

/**
 * Zod-free endpoints of the calls that read-only screens make: the routes the call definitions
 * spread (routes.ts), typed with those calls' requests and responses. Only types come from the
 * call modules, so this module costs the client a few bytes and no validation library
 * (endpoints.test.ts keeps it so).
 */
export {
  ACCESS_LOG_PAGE_SIZE,
  RESERVATION_PAGE_SIZE as APPOINTMENT_PAGE_SIZE,
  BUSINESS_PAGE_SIZE,
  MAX_BUSINESS_PAGE_SIZE,
  MAX_FAMILY_MEMBERS,
  NOTICE_PAGE_SIZE,
  REMITTANCE_PAGE_SIZE,
} from './routes.ts';

type EndpointsOf<Calls extends Record<string, CallDefinition>> = {
  [Name in keyof Calls]: EndpointOf<Calls[Name]>;
};

/** A domain's routes as the endpoints of its calls: one route per call, the names checked. */
const endpointsOf = <Calls extends Record<string, CallDefinition>>(routes: {
  [Name in keyof Calls]: Route;
}): EndpointsOf<Calls> => routes;

export const accountEndpoints = endpointsOf<typeof accountCalls>(accountRoutes);
/** Opening a reservation's link (checkAppointUrl) needs no zod: its rules load with the form. */
export const reservationEndpoints = endpointsOf<typeof reservationCalls>(reservationRoutes);
export const businessEndpoints = endpointsOf<typeof businessCalls>(businessRoutes);
export const referenceEndpoints = endpointsOf<typeof referenceCalls>(referenceRoutes);
export const familyEndpoints = endpointsOf<typeof familyCalls>(familyRoutes);
export const remittanceEndpoints = endpointsOf<typeof remittanceCalls>(remittanceRoutes);
export const noticeEndpoints = endpointsOf<typeof noticeCalls>(noticeRoutes);
export const mailPreferenceEndpoints =
  endpointsOf<typeof mailPreferenceCalls>(mailPreferenceRoutes);
export const profileEndpoints = endpointsOf<typeof profileCalls>(profileRoutes);
export const dealEndpoints = endpointsOf<typeof dealCalls>(dealRoutes);
export const privacyEndpoints = endpointsOf<typeof privacyCalls>(privacyRoutes);
