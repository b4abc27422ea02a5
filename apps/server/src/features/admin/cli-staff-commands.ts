import * as z from 'zod';
import { staffNewPassword, staffRoles } from '@app/contract/calls/staff';
import { EXPORT_ROW_CAP } from '@app/contract/admin/api/export';
import { staffCreate } from '@app/contract/admin/staff-schemas';
import { parseInput } from '../../http/define-call.ts';
import { scriptAccess } from './access.ts';
import type { AdminCtx } from './access.ts';
import type { ParsedArgs } from './cli-args.ts';
import {
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffRoleByEmail,
} from './staff-service.ts';

const check = <S extends z.ZodType>(schema: S, value: unknown) =>
  parseInput(schema, value, 'en-US');
const asScript = (ctx: AdminCtx) => ({ ...ctx, access: scriptAccess });
const roleAndEmail = z.object({ email: staffCreate.shape.email, role: z.enum(staffRoles) });

/** The CLI's check of positionals (it refuses with its usage text). */
type Need = (args: ParsedArgs, count: number, names: string) => string[];
type Command = (ctx: AdminCtx, args: ParsedArgs) => Promise<unknown>;

/** Staff accounts from the CLI: the same services as /admin/staff, audited as the script actor. */
export const staffCommands = (need: Need): Record<string, Command> => ({
  // Every account on one page, as an export reads them: a script has no pager.
  'staff:list': (ctx) => listStaffAccounts(asScript(ctx), { page: 1, size: EXPORT_ROW_CAP }),
  'staff:create': (ctx, { flags }) => {
    const input = check(staffCreate, {
      email: flags.email,
      name: flags.name,
      role: flags.role,
      password: flags.password,
      lang: flags.lang,
    });
    // The invitation link is printed as well as mailed: the CLI user is the admin.
    return createStaffAccount(asScript(ctx), { ...input, lang: input.lang ?? 'en-US' });
  },
  'staff:role': (ctx, args) => {
    const [email, role] = need(args, 2, '<email> <role>');
    const input = check(roleAndEmail, { email, role });
    return setStaffRoleByEmail(asScript(ctx), input.email, input.role);
  },
  'staff:reset-password': (ctx, args) => {
    const [email] = need(args, 1, '<email>');
    const given = args.flags.password;
    const input = check(z.object({ email: staffCreate.shape.email }), { email });
    const password = given === undefined ? undefined : check(staffNewPassword, given);
    const lang = check(staffCreate.shape.lang, args.flags.lang) ?? 'en-US';
    return resetStaffPassword(asScript(ctx), input.email, password, lang);
  },
});
