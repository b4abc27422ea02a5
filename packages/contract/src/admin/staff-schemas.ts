import { languages } from '../codes.ts';
import { staffNewPassword, staffRoles } from '../calls/staff.ts';
import { email } from '../fields.ts';
import * as z from 'zod';
import { reservationQuery } from './schemas.ts';
import { sorting } from './sorting.ts';

/**
 * What the back office sends to manage staff and to read members and the audit log (DESIGN.md
 * "The handheld site"). Messages are catalog keys, as in schemas.ts.
 */
const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
const role = z.enum(staffRoles, { error: 'validation.option' });
/** The same page and size rules as every back-office list. */
const paging = reservationQuery.pick({ page: true, size: true });
const filter = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional();

export const staffCreate = z.strictObject({
  email,
  name: text(60),
  role,
  /** Without one, the new member of staff is mailed an invitation to set it. */
  password: staffNewPassword.optional(),
  /**
   * The invitation's language; the caller's (Accept-Language) when absent. Its link is built from
   * the server's PUBLIC_URL, never from the caller: no baseUrl is taken.
   */
  lang: z.enum(languages, { error: 'validation.option' }).optional(),
});
export type StaffCreate = z.output<typeof staffCreate>;

/** A new password link for someone who forgot theirs (the admin never learns the password). */
export const staffPasswordLink = staffCreate.pick({ lang: true });
export type StaffPasswordLink = z.output<typeof staffPasswordLink>;

/** An admin clears a colleague's second factors (they enrol again at their next login). */
export const staffMfaReset = staffCreate.pick({ lang: true });
export type StaffMfaReset = z.output<typeof staffMfaReset>;

export const staffPatch = z.strictObject({
  role: role.optional(),
  disabled: z.boolean({ error: 'validation.option' }).optional(),
});
export type StaffPatch = z.output<typeof staffPatch>;

const day = z.iso.date({ error: 'validation.date' }).optional();

/**
 * The audit log's filters. `actor` is part of a name or an id; `from` and `to` are calendar days
 * in REMINDER_TIME_ZONE (the intermediary's), both included. An appointment is found by its id or
 * its link token: its link's creation is recorded under the token, its other entries under the id.
 */
export const auditQuery = paging.extend({
  objectType: filter(40),
  objectId: filter(64),
  actorId: filter(64),
  actor: filter(100),
  action: filter(40),
  from: day,
  to: day,
  ...sorting('audit'),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const memberQuery = paging.extend({
  /** Part of a name, an e-mail or a mobile number. */
  q: filter(100),
  ...sorting('members'),
});
export type MemberQuery = z.output<typeof memberQuery>;

/** The staff list has no filter of its own: its page and sorting. */
export const staffQuery = paging.extend(sorting('staff'));
export type StaffQuery = z.output<typeof staffQuery>;
