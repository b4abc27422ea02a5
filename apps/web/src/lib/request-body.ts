import { publicParams } from '@app/contract/constants';
import { signFields } from '@app/contract/sign';
import type { SignableFields } from '@app/contract/sign';
import { getRuntimeConfig } from './runtime-config';
import { deviceModel } from './device-model';
import { getLanguage, getLoginInfo, getMemberToken, getUserId } from './storage';

export interface SignedBody {
  /** Every text field, signed (public params, auth_token/lang, nonce_str, ..., sign). */
  fields: Record<string, string>;
  /** Files travel after the text fields and outside the signature (multipart only). */
  files: [string, Blob][];
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Nested objects travel as one JSON string field so the signature covers them (DESIGN.md). */
function toSignable(value: unknown): SignableFields[string] {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * SPEC §7 public parameters as far as they are known: cuserid (the member id from userid), model
 * (the device), emplid (the member's staff owner). An unknown one stays undefined, and signFields
 * leaves undefined out of both the body and the signature: no empty parameter is ever sent.
 */
export function currentPublicParams(): SignableFields {
  return {
    ...publicParams,
    cuserid: getUserId() ?? undefined,
    model: deviceModel(),
    emplid: getLoginInfo()?.emplid,
  };
}

export function buildSignedBody(payload: Record<string, unknown>, auth: boolean): SignedBody {
  const fields: SignableFields = currentPublicParams();
  const files: [string, Blob][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (isFile(value)) files.push([key, value]);
    else fields[key] = toSignable(value);
  }
  if (auth) {
    fields.auth_token = getMemberToken() ?? '';
    fields.lang = getLanguage();
  }
  const { orgNo, signSecret } = getRuntimeConfig();
  return { fields: signFields(fields, { orgno: orgNo, secret: signSecret }), files };
}

export function toUrlEncoded(body: SignedBody): URLSearchParams {
  return new URLSearchParams(Object.entries(body.fields));
}

export function toFormData(body: SignedBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body.fields)) form.append(key, value);
  for (const [key, file] of body.files) form.append(key, file);
  return form;
}

/** SPEC §7 headers: Authorization whenever a member token exists, on every call. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': getLanguage(),
    'Content-Language': 'zh-CN',
  };
  const token = getMemberToken();
  if (token) headers.Authorization = token;
  return headers;
}
