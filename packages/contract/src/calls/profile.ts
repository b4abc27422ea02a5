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

/**
 * policyholder/LastPerson: the person section (applicant, or customer for the products without
 * one) of the reservation the member last submitted and filled in themselves, decrypted, as that
 * section's data; null before any. Only its person fields: the reservation's other sections stay.
 */
export const lastPerson = z
  .object({
    section: z.enum(['applicant', 'customer']),
    data: z.record(z.string(), z.unknown()),
  })
  .nullable();
export type LastPerson = z.infer<typeof lastPerson>;

export const profileCalls = {
  basicInfo: { ...profileRoutes.basicInfo, request: z.object({}), response: basicInfo },
  lastPerson: { ...profileRoutes.lastPerson, request: z.object({}), response: lastPerson },
} as const satisfies Record<string, CallDefinition>;
