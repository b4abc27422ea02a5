import * as z from 'zod';
import { profileRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * SPEC §3's basic info (the banking-style area), field names as SPEC spells them (cfoEmial too).
 * Every value is text, empty when unknown. customerType is 'I' (an individual) for every member.
 */
const text = z.string();
export const basicInfo = z.object({
  bankAccountNo: text,
  accountNo: text,
  customerName: text,
  customerType: text,
  uniqueIdName: text,
  uniqueIdValue: text,
  /** ISO 3166 code; the screen shows DJ as Djibouti and any other (or none) as China. */
  country: text,
  nationalId: text,
  passportNo: text,
  mobile: text,
  telephone: text,
  email: text,
  loginEmail: text,
  cfoEmial: text,
  fullName: text,
  firstName: text,
  middleName: text,
  lastName: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
});
export type BasicInfo = z.infer<typeof basicInfo>;

export const profileCalls = {
  basicInfo: { ...profileRoutes.basicInfo, request: z.object({}), response: basicInfo },
} as const satisfies Record<string, CallDefinition>;
