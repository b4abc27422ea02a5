import * as z from 'zod';
import { DEFAULT_ACC_TYPE } from '../constants.ts';
import { enums } from '../enums.ts';
import { email, emailCode, password, requiredText } from '../fields.ts';
import { DEFAULT_AREA_CODE, isPhoneForArea } from '../phones.ts';
import { always } from '../sections/field-schema.ts';
import { accountRoutes } from './routes.ts';
import { inviteCode } from './staff.ts';
import type { CallDefinition } from './types.ts';

export const member = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** SPEC §7 public parameter emplid: the staff member whose book the member is in, if any. */
  emplid: z.string().optional(),
});
export type Member = z.infer<typeof member>;

/** What an e-mail code proves: an address to register, to reset its password, or to log in. */
export const transactionTypes = ['register', 'forget', 'login'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * The e-mail code itself, or the token user/checkEmailCode answered for it (DESIGN.md: proof of
 * the address for 10 minutes, usable once in place of the code).
 */
const codeOrToken = {
  code: emailCode.optional().or(z.literal('').transform(() => undefined)),
  codeToken: z.string().trim().max(100, 'validation.tooLong').optional(),
};
function requireCodeOrToken(
  value: { code?: string | undefined; codeToken?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.code && !value.codeToken) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.code' });
  }
}

export const mailcodeRequest = z.object({
  accountNo: email,
  accType: z.string().max(40).default(DEFAULT_ACC_TYPE),
  transactionType: z.enum(transactionTypes, { error: 'validation.option' }).default('register'),
});

export const registerRequest = z
  .object({
    name: requiredText(20),
    /** DESIGN.md mobileList: the mobile number is checked by its area code (SPEC's rule for +86). */
    areaCode: z.enum(enums.areaCode, { error: 'validation.option' }).default(DEFAULT_AREA_CODE),
    mobile: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .regex(/^\d+$/, 'validation.phone'),
    email,
    ...codeOrToken,
    password,
    /** A staff member's invite code (DESIGN.md): the new member joins that member of staff's book. */
    inviteCode: inviteCode.optional().or(z.literal('').transform(() => undefined)),
    /**
     * The version of the user agreement and privacy statement the member ticked (user/userDeal);
     * the server refuses an outdated one. Empty means the box was not ticked.
     */
    agreementVersion: z
      .string({ error: 'validation.agreement' })
      .trim()
      .min(1, 'validation.agreement')
      .max(40, 'validation.tooLong'),
  })
  // Also when other fields failed, so every problem shows at once (SPEC §5: per-field messages).
  .superRefine((value, ctx) => {
    requireCodeOrToken(value, ctx);
    const mobile = typeof value.mobile === 'string' ? value.mobile.trim() : '';
    if (/^\d+$/.test(mobile) && !isPhoneForArea(value.areaCode ?? DEFAULT_AREA_CODE, mobile)) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.phone' });
    }
  }, always);

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

export const forgetPasswordRequest = z
  .object({ email, ...codeOrToken, password })
  .superRefine(requireCodeOrToken);

export const checkEmailCodeRequest = z.object({
  accountNo: email,
  code: emailCode,
  transactionType: z.enum(transactionTypes, { error: 'validation.option' }).default('register'),
  accType: z.string().max(40).default(DEFAULT_ACC_TYPE),
});

/** SPEC §7: data.code '00' with the token when right, else data.error (the translated reason). */
export const checkEmailCodeResponse = z.union([
  z.object({ code: z.literal('00'), token: z.string() }),
  z.object({ code: z.literal('01'), error: z.string() }),
]);

export const codeLoginRequest = z
  .object({ account: email, ...codeOrToken })
  .superRefine(requireCodeOrToken);

export const changePasswordRequest = z.object({
  oldPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  password,
});

export const empty = z.object({});

export const mobileListResponse = z.array(
  z.object({ areaCode: z.string(), label: z.string(), pattern: z.string() }),
);

export const accountCalls = {
  mailcode: { ...accountRoutes.mailcode, request: mailcodeRequest, response: z.null() },
  register: { ...accountRoutes.register, request: registerRequest, response: member },
  login: { ...accountRoutes.login, request: loginRequest, response: loginResponse },
  forgetPassword: {
    ...accountRoutes.forgetPassword,
    request: forgetPasswordRequest,
    response: z.null(),
  },
  checkEmailCode: {
    ...accountRoutes.checkEmailCode,
    request: checkEmailCodeRequest,
    response: checkEmailCodeResponse,
  },
  codeLogin: { ...accountRoutes.codeLogin, request: codeLoginRequest, response: loginResponse },
  changePassword: {
    ...accountRoutes.changePassword,
    request: changePasswordRequest,
    response: z.null(),
  },
  mobileList: { ...accountRoutes.mobileList, request: empty, response: mobileListResponse },
  memberInfo: { ...accountRoutes.memberInfo, request: empty, response: member },
  logout: { ...accountRoutes.logout, request: empty, response: z.null() },
} as const satisfies Record<string, CallDefinition>;
