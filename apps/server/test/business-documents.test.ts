import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN, attachDocument } from './admin-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let businessId: string;
let docId: string;
const bytes = Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  alice = await addMember(t);
  bob = await addMember(t);
  businessId = await addBusiness(t, alice.id);
  docId = await attachDocument(t, businessId, '保单 Policy.pdf', bytes);
});
afterAll(async () => {
  await t.close();
});

const get = (id: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/business/document/${id}`,
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/business/document/:id', () => {
  it('is listed in GetSingleInsurance with its url', async () => {
    const res = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id: businessId },
      { token: alice.token },
    );
    expect(res.data.documents).toEqual([
      {
        id: docId,
        name: '保单 Policy.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        kind: null,
        url: `/api/business/document/${docId}`,
      },
    ]);
  });

  it('streams the bytes to a member of the business, never cached or sniffed', async () => {
    const res = await get(docId, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await get(docId, `Bearer ${alice.token}`)).statusCode).toBe(200);
  });

  it('answers 401 without a valid session and 404 to another member or a missing id', async () => {
    expect((await get(docId)).statusCode).toBe(401);
    expect((await get(docId, 'not-a-token')).statusCode).toBe(401);
    const other = await get(docId, bob.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PDF');
    expect((await get(newId(), alice.token)).statusCode).toBe(404);
  });
});
