import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

export const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

/** An admin API request with the bearer token (or another, or none). */
export async function admin(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  token: string | null = ADMIN_TOKEN,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null;
  return { status: res.statusCode, body: json, res };
}

/**
 * Attaches an approved document to a business as the back office does (the app needs
 * ADMIN_TOKEN); answers the document's id.
 */
export async function attachDocument(
  t: TestApp,
  businessId: string,
  name: string,
  bytes: Buffer,
): Promise<string> {
  const res = await admin(t, 'POST', `/admin/businesses/${businessId}/documents`, {
    name,
    contentBase64: bytes.toString('base64'),
  });
  expect(res.status, 'documents are attached through the admin API: build with ADMIN_TOKEN').toBe(
    200,
  );
  return res.body.data.id as string;
}
