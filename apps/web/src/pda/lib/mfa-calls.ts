import { staffMfaCalls } from '@app/contract/calls/staff-mfa';
import type { CallRequest } from '@app/contract/calls/types';
import { siteCall } from './staff-calls';
import { getBearer } from './staff-session';
import { refreshIfDue } from './token-refresh';

/**
 * The second factor's calls (DESIGN.md "Staff second factor"). During a login they carry its
 * mfa_token; from the signed-in console they carry the bearer token, refreshed first when due.
 */
type Calls = typeof staffMfaCalls;

async function withBearer<K extends keyof Calls>(name: K, payload: CallRequest<Calls[K]>) {
  await refreshIfDue().catch(() => undefined);
  return siteCall(staffMfaCalls[name], payload, { bearer: getBearer() ?? '' });
}

/** A call made either with the login's mfa_token or, without one, as the signed-in console. */
function asCaller<K extends keyof Calls>(
  name: K,
  mfaToken: string | undefined,
  payload: CallRequest<Calls[K]>,
) {
  if (mfaToken) return siteCall(staffMfaCalls[name], { ...payload, mfa_token: mfaToken });
  return withBearer(name, payload);
}

export const mfaCalls = {
  verify: (mfaToken: string, code: string) =>
    siteCall(staffMfaCalls.verify, { mfa_token: mfaToken, code }),
  totpSetup: (mfaToken?: string, code?: string) =>
    asCaller('totpSetup', mfaToken, code ? { code } : {}),
  totpEnable: (mfaToken: string | undefined, code: string) =>
    asCaller('totpEnable', mfaToken, { code }),
  passkeyRegisterOptions: (mfaToken?: string, code?: string) =>
    asCaller('passkeyRegisterOptions', mfaToken, code ? { code } : {}),
  passkeyRegisterVerify: (mfaToken: string | undefined, response: string, name?: string) =>
    asCaller('passkeyRegisterVerify', mfaToken, { response, ...(name ? { name } : {}) }),
  passkeyLoginOptions: (mfaToken: string) =>
    siteCall(staffMfaCalls.passkeyLoginOptions, { mfa_token: mfaToken }),
  passkeyLoginVerify: (mfaToken: string, response: string) =>
    siteCall(staffMfaCalls.passkeyLoginVerify, { mfa_token: mfaToken, response }),
  factors: () => withBearer('factors', {}),
  totpDisable: (code: string) => withBearer('totpDisable', { code }),
  recoveryRegenerate: (code?: string) => withBearer('recoveryRegenerate', code ? { code } : {}),
  passkeyRemove: (id: string, code?: string) =>
    withBearer('passkeyRemove', { id, ...(code ? { code } : {}) }),
};
