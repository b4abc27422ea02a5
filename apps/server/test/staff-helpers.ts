import crypto from 'node:crypto';
import type { StaffRole } from '@app/contract/calls/staff';
import { createStaff } from '../src/staff/staff-accounts.ts';
import { signedBody } from './helpers.ts';
import type { Envelope, TestApp } from './helpers.ts';

export const STAFF_PASSWORD = 'Staff2026x';
let counter = 0;

/** A member of staff made through the same service as the CLI and the console. */
export async function makeStaff(t: TestApp, role: StaffRole, password = STAFF_PASSWORD) {
  counter += 1;
  const email = `${role}${counter}-${crypto.randomBytes(3).toString('hex')}@staff.example.com`;
  const { staff } = await createStaff(t.app.ctx.db, {
    email,
    name: `${role} ${counter}`,
    role,
    password,
  });
  return { ...staff, password };
}

/** What the console does: RSA-OAEP (SHA-256) over the password with the site's public key. */
export async function encryptPassword(t: TestApp, password: string): Promise<string> {
  const key = await t.call('pda/site/publicKey');
  return crypto
    .publicEncrypt(
      {
        key: key.data.publicKey,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}

/** A signed handheld-site call, with the staff bearer token when given. */
export async function pdaCall(
  t: TestApp,
  path: string,
  fields: Record<string, string> = {},
  bearer?: string,
): Promise<Envelope> {
  const http = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en-US',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    payload: new URLSearchParams(signedBody(fields)).toString(),
  });
  return { ...http.json(), http } as Envelope;
}

export async function staffLogin(t: TestApp, email: string, password = STAFF_PASSWORD) {
  const res = await pdaCall(t, 'pda/site/login', {
    username: email,
    password: await encryptPassword(t, password),
  });
  if (res.code !== 200) throw new Error(`staff login failed: ${res.code} ${res.msg}`);
  return res.data as { bearer_token: string; refresh_token: string; expire_in: number };
}
