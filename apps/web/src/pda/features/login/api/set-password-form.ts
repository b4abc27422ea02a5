import * as z from 'zod';
import { staffPassword } from '@app/contract/calls/staff';

/** The invitation's form: a password by SPEC's hwpwd rule, typed twice (SPEC §5 `equals`). */
export const setPasswordForm = z
  .object({ password: staffPassword, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'validation.equals',
  });
export type SetPasswordForm = z.output<typeof setPasswordForm>;
