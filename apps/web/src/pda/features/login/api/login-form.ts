import * as z from 'zod';
import { staffPassword } from '@app/contract/calls/staff';
import { email } from '@app/contract/fields';

/** The login form: the e-mail as username, the password by SPEC's hwpwd rule. */
export const loginForm = z.object({ username: email, password: staffPassword });
export type LoginForm = z.output<typeof loginForm>;
