import * as z from 'zod';
import { isCommonPassword } from '../common-passwords.ts';
import { isHwpwd, isInviteCode } from '../validators.ts';
import { staffRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * The handheld (PDA) site: the intermediary's staff console (DESIGN.md "The handheld site").
 * Staff are not members; their calls are signed like every call, and the console's bearer token
 * travels as `Authorization: Bearer …` to the back office API under /admin/.
 */
export const staffRoles = ['admin', 'operator', 'agent', 'auditor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staff = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
});
export type Staff = z.infer<typeof staff>;

/** SPEC §5 `hwpwd`: 6-18 letters and digits, at least one of each. */
export const staffPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isHwpwd, 'validation.hwpwd');

/**
 * A password a member of staff is given or sets (invitation link, admin, CLI): SPEC's hwpwd, and
 * beyond it at least 8 characters and none of the common ones (issue 34). Login keeps
 * staffPassword, so an older, shorter password still logs in until it is changed.
 */
export const staffNewPassword = staffPassword
  .refine((v) => v.length >= 8, 'validation.staffPasswordLength')
  .refine((v) => !isCommonPassword(v), 'error.commonPassword');

/** SPEC §5 `inviteCode`: 6-16 letters and digits. */
export const inviteCode = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isInviteCode, 'validation.inviteCode');

const requiredBounded = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const publicKeyResponse = z.object({
  publicKey: z.string(),
  bits: z.number().int(),
  exponent: z.number().int(),
});

export const staffLoginRequest = z.object({
  username: requiredBounded(254).transform((v) => v.toLowerCase()),
  /** base64 of RSA-OAEP (SHA-256) over the UTF-8 password, made with the site's public key. */
  password: requiredBounded(2048),
});

export const staffTokens = z.object({
  bearer_token: z.string(),
  refresh_token: z.string(),
  expire_in: z.number().int(),
});
export type StaffTokens = z.infer<typeof staffTokens>;

/** A login that is done: its tokens and who it is. */
export const staffLoginDone = staffTokens.extend({ staff });
export type StaffLoginDone = z.infer<typeof staffLoginDone>;

/** The second factors a staff member may answer with (recovery: one of their recovery codes). */
export const mfaMethods = ['totp', 'passkey', 'recovery'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

/**
 * pda/site/login answers tokens, or (DESIGN.md "Staff second factor") an mfa_token: to answer
 * with a second factor (mfaRequired), or, when STAFF_MFA=required and they have none, to enrol
 * one (mfaSetupRequired). The mfa_token lives 10 minutes.
 */
export const mfaChallenge = z.object({
  mfaRequired: z.literal(true),
  mfa_token: z.string(),
  methods: z.array(z.enum(mfaMethods)),
});
export const mfaSetupChallenge = z.object({
  mfaSetupRequired: z.literal(true),
  mfa_token: z.string(),
});
export const staffLoginResponse = z.union([staffLoginDone, mfaChallenge, mfaSetupChallenge]);
export type StaffLoginAnswer = z.infer<typeof staffLoginResponse>;

export const staffRefreshRequest = z.object({ refresh_token: requiredBounded(200) });

/**
 * An invited member of staff sets their first password. The password travels as for login
 * (RSA-OAEP with the site's key); the server checks SPEC's hwpwd rule (staffPassword above, which
 * the console's form also uses) after decrypting it.
 */
export const staffSetPasswordRequest = z.object({
  token: requiredBounded(200),
  password: requiredBounded(2048),
});

export const staffCalls = {
  publicKey: { ...staffRoutes.publicKey, request: z.object({}), response: publicKeyResponse },
  login: { ...staffRoutes.login, request: staffLoginRequest, response: staffLoginResponse },
  refresh: { ...staffRoutes.refresh, request: staffRefreshRequest, response: staffTokens },
  logout: { ...staffRoutes.logout, request: z.object({}), response: z.null() },
  setPassword: {
    ...staffRoutes.setPassword,
    request: staffSetPasswordRequest,
    response: z.null(),
  },
} as const satisfies Record<string, CallDefinition>;
