import * as z from 'zod';
import { DEFAULT_ACC_TYPE } from '../constants.ts';
import { email, emailCode, mobile, password, requiredText } from '../fields.ts';
import { accountRoutes } from './routes.ts';
import { inviteCode } from './staff.ts';
import type { CallDefinition } from './types.ts';

export const member = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type Member = z.infer<typeof member>;

export const transactionTypes = ['register', 'forget'] as const;

export const mailcodeRequest = z.object({
  accountNo: email,
  accType: z.string().max(40).default(DEFAULT_ACC_TYPE),
  transactionType: z.enum(transactionTypes, { error: 'validation.option' }).default('register'),
});

export const registerRequest = z.object({
  name: requiredText(20),
  mobile,
  email,
  code: emailCode,
  password,
  /** A staff member's invite code (DESIGN.md): the new member joins that member of staff's book. */
  inviteCode: inviteCode.optional().or(z.literal('').transform(() => undefined)),
});

export const loginRequest = z.object({
  account: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
});

export const loginResponse = z.object({ token: z.string(), member });

export const forgetPasswordRequest = z.object({
  email,
  code: emailCode,
  password,
});

export const empty = z.object({});

export const accountCalls = {
  mailcode: { ...accountRoutes.mailcode, request: mailcodeRequest, response: z.null() },
  register: { ...accountRoutes.register, request: registerRequest, response: member },
  login: { ...accountRoutes.login, request: loginRequest, response: loginResponse },
  forgetPassword: {
    ...accountRoutes.forgetPassword,
    request: forgetPasswordRequest,
    response: z.null(),
  },
  memberInfo: { ...accountRoutes.memberInfo, request: empty, response: member },
  logout: { ...accountRoutes.logout, request: empty, response: z.null() },
} as const satisfies Record<string, CallDefinition>;
