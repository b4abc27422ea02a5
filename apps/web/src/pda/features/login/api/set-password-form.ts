import * as z from 'zod';
import { staffNewPassword } from '@app/contract/calls/staff';

/**
 * The invitation's form: a password by SPEC's hwpwd rule, at least 8 characters and not a common
 * one (the server's own check), typed twice (SPEC §5 `equals`).
 */
export const setPasswordForm = z
  .object({ password: staffNewPassword, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'validation.equals',
  });
export type SetPasswordForm = z.output<typeof setPasswordForm>;
