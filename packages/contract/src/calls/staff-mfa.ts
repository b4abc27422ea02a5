import * as z from 'zod';
import { staffMfaRoutes } from './routes.ts';
import { staffLoginDone } from './staff.ts';
import type { CallDefinition } from './types.ts';

/**
 * The staff second factor (DESIGN.md "Staff second factor"): TOTP with recovery codes, and
 * passkeys. A call marked "mfa_token or bearer" takes the mfa_token of pda/site/login, or, from a
 * signed-in console, none and the bearer token in Authorization.
 */
const bounded = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const mfaToken = bounded(200);
/** A 6-digit TOTP code, or a recovery code (xxxx-xxxx-xxxx, any case, dashes optional). */
export const mfaCode = bounded(40);
/** What a second factor's management call may be asked for: a current code (see docs/security.md). */
const freshCode = { code: mfaCode.optional() };

const withToken = z.object({ mfa_token: mfaToken.optional() });

export const totpSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string() });

/** Enrolment's answer: the recovery codes, shown once, and the login's tokens when it was one. */
export const enrolResponse = z.object({
  recoveryCodes: z.array(z.string()),
  ...staffLoginDone.partial().shape,
});

export const passkeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

export const factorsResponse = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeyInfo),
  recoveryCodesLeft: z.number().int(),
  /** STAFF_MFA=required: the last factor cannot be removed. */
  required: z.boolean(),
});
export type MfaFactors = z.infer<typeof factorsResponse>;

/** WebAuthn options and answers travel as JSON text (the body is form-urlencoded). */
const webauthnJson = bounded(20_000);
const optionsResponse = z.object({ options: z.record(z.string(), z.unknown()) });

export const staffMfaCalls = {
  totpSetup: {
    ...staffMfaRoutes.totpSetup,
    request: withToken.extend(freshCode),
    response: totpSetupResponse,
  },
  totpEnable: {
    ...staffMfaRoutes.totpEnable,
    request: withToken.extend({ code: mfaCode }),
    response: enrolResponse,
  },
  totpDisable: {
    ...staffMfaRoutes.totpDisable,
    request: z.object({ code: mfaCode }),
    response: z.null(),
  },
  verify: {
    ...staffMfaRoutes.verify,
    request: z.object({ mfa_token: mfaToken, code: mfaCode }),
    response: staffLoginDone,
  },
  factors: { ...staffMfaRoutes.factors, request: z.object({}), response: factorsResponse },
  recoveryRegenerate: {
    ...staffMfaRoutes.recoveryRegenerate,
    request: z.object(freshCode),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  },
  passkeyRegisterOptions: {
    ...staffMfaRoutes.passkeyRegisterOptions,
    request: withToken.extend(freshCode),
    response: optionsResponse,
  },
  passkeyRegisterVerify: {
    ...staffMfaRoutes.passkeyRegisterVerify,
    request: withToken.extend({ response: webauthnJson, name: bounded(60).optional() }),
    response: enrolResponse,
  },
  passkeyLoginOptions: {
    ...staffMfaRoutes.passkeyLoginOptions,
    request: z.object({ mfa_token: mfaToken }),
    response: optionsResponse,
  },
  passkeyLoginVerify: {
    ...staffMfaRoutes.passkeyLoginVerify,
    request: z.object({ mfa_token: mfaToken, response: webauthnJson }),
    response: staffLoginDone,
  },
  passkeyRemove: {
    ...staffMfaRoutes.passkeyRemove,
    request: z.object({ id: bounded(1000), ...freshCode }),
    response: z.null(),
  },
} as const satisfies Record<string, CallDefinition>;
