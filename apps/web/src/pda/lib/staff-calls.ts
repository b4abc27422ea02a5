import { staffCalls } from '@app/contract/calls/staff';
import type { CallRequest, CallResponse, CallDefinition } from '@app/contract/calls/types';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/envelope';
import { callUrl } from '../../lib/request';
import { buildSignedBody, toUrlEncoded } from '../../lib/request-body';
import { getLanguage } from '../../lib/storage';
import { asEnvelope, timedFetch } from './transport';
import type { TransportOptions } from './transport';

/**
 * pda/site/* calls: validated with the contract's schema and signed like every call by the shared
 * request layer (buildSignedBody), but never with the member's token, and a code 401 is the
 * console's to handle (a refused refresh), not the end of a member's session.
 */
export async function siteCall<C extends CallDefinition>(
  definition: C,
  payload: CallRequest<C>,
  options: TransportOptions & { bearer?: string } = {},
): Promise<CallResponse<C>> {
  const body = buildSignedBody(parsePayload(definition, payload), false);
  const headers: Record<string, string> = {
    'Accept-Language': getLanguage(),
    'Content-Language': 'zh-CN',
  };
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const init = { method: 'POST', headers, body: toUrlEncoded(body) };
  return timedFetch(callUrl(definition), init, options, async (response) => {
    // SPEC §5: only HTTP 200 counts; anything else is transport trouble.
    if (response.status !== 200) throw new TypeError(`HTTP ${response.status}`);
    const envelope = asEnvelope(await response.json().catch(() => null));
    if (!envelope) throw new TypeError('invalid response');
    if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope.data);
    const parsed = definition.response.safeParse(envelope.data);
    if (!parsed.success) throw new TypeError(`invalid data (${definition.path})`);
    return parsed.data as CallResponse<C>;
  });
}

export const fetchPublicKey = () => siteCall(staffCalls.publicKey, {});
export const staffLogin = (username: string, encryptedPassword: string) =>
  siteCall(staffCalls.login, { username, password: encryptedPassword });
export const refreshTokens = (refreshToken: string, options: TransportOptions = {}) =>
  siteCall(staffCalls.refresh, { refresh_token: refreshToken }, options);
export const staffLogout = (bearer: string) =>
  siteCall(staffCalls.logout, {}, { bearer, quiet: true });
export const setStaffPassword = (token: string, encryptedPassword: string) =>
  siteCall(staffCalls.setPassword, { token, password: encryptedPassword });
