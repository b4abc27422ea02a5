import * as z from 'zod';
import { staffRoles } from '../../calls/staff.ts';
import { idParam } from '../schemas.ts';
import {
  staffCreate,
  staffMfaReset,
  staffPasswordLink,
  staffPatch,
  staffQuery,
} from '../staff-schemas.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** Staff accounts (admins change them; auditors may read the list) and the caller itself. */
const role = z.enum(staffRoles);

export const staffAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  inviteCode: z.string(),
  disabled: z.boolean(),
  createdAt: iso,
});

/** A mail sent to a colleague; its link (a credential) only when the mail could not carry it. */
const mailed = z.object({ mailed: z.boolean(), link: z.string().optional() });

const at = adminEndpoints.staff;

export const staffRoutes = {
  export: exportRoute(at.export, 'staff accounts', staffQuery),
  assignees: json(at.assignees, {
    summary:
      'Who the caller may assign a reservation or business to: active staff but auditors; an agent only themselves',
    answer: z.object({ list: z.array(z.object({ id: z.string(), name: z.string(), role })) }),
  }),
  me: json(at.me, {
    summary: 'The caller: name, role, invite code',
    // ADMIN_TOKEN is nobody in particular: no id, e-mail or invite code.
    answer: z.object({ id: maybe, name: z.string(), email: maybe, role, inviteCode: maybe }),
  }),
  list: json(at.list, {
    summary: 'Every staff account, oldest first (admin, auditor)',
    query: staffQuery,
    answer: page(staffAccount),
  }),
  create: json(at.create, {
    summary: 'Create a staff account; without a password, mail an invitation to set one (admin)',
    body: staffCreate,
    answer: mailed.extend({ staff: staffAccount }),
  }),
  update: json(at.update, {
    summary: "Change a staff account's role or disable / enable it (admin)",
    params: idParam,
    body: staffPatch,
    answer: staffAccount,
  }),
  passwordLink: json(at.passwordLink, {
    summary: 'Mail someone a single-use link to set a new password (admin)',
    params: idParam,
    body: staffPasswordLink,
    answer: mailed,
  }),
  mfaReset: json(at.mfaReset, {
    summary: "Remove a colleague's second factors and end their logins; they are mailed (admin)",
    params: idParam,
    body: staffMfaReset,
    answer: z.object({ mailed: z.boolean() }),
  }),
};

export type StaffAccount = z.output<typeof staffAccount>;
export type Me = z.output<typeof staffRoutes.me.answer>;
