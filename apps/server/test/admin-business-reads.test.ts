import { businessFields } from '@app/contract/admin/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, attachDocument } from './admin-helpers.ts';
import { addBusiness, addMember, addPayment } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { loggedInStaff } from './staff-book-fixtures.ts';
import { pdf } from './upload-files.ts';

/** GET /admin/me and the console's business reads: list and search, detail, documents. */
let t: TestApp;
let ann: Awaited<ReturnType<typeof addMember>>;
let ben: Awaited<ReturnType<typeof addMember>>;
/** Ann's, with Ben as a second member, a payment and a document; in force. */
let first: string;
/** Ben's, submitted, with a policy number. */
let second: string;
let documentId: string;

async function named(name: string) {
  const member = await addMember(t);
  await t.app.ctx.db.updateTable('members').set({ name }).where('id', '=', member.id).execute();
  return { ...member, name };
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  ann = await named('Ann Ho');
  ben = await named('Ben Yip');
  first = await addBusiness(t, ann.id, { createdAt: Date.parse('2030-01-01T00:00:00Z') });
  await t.app.ctx.db
    .insertInto('business_members')
    .values({ business_id: first, member_id: ben.id, created_at: Date.now() })
    .execute();
  await addPayment(t, first, '2030-01-31');
  documentId = await attachDocument(t, first, 'policy.pdf', pdf());
  await admin(t, 'POST', `/admin/businesses/${first}/status`, { status: 'inForce', note: 'ok' });
  // Changed long ago, so the list's order does not hang on two requests' milliseconds.
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ updated_at: Date.parse('2020-01-01T00:00:00Z') })
    .where('id', '=', first)
    .execute();
  second = await addBusiness(t, ben.id);
  await admin(t, 'PATCH', `/admin/businesses/${second}`, { policyNo: 'POL-77' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /admin/me', () => {
  it('answers the member of staff, or ADMIN_TOKEN acting as admin', async () => {
    const agent = await loggedInStaff(t, 'agent');
    const me = await admin(t, 'GET', '/admin/me', undefined, agent.token);
    expect(me.body).toMatchObject({ code: 200 });
    expect(me.body.data).toEqual({
      id: agent.id,
      name: agent.name,
      email: agent.email,
      role: 'agent',
      inviteCode: agent.inviteCode,
    });
    expect((await admin(t, 'GET', '/admin/me')).body.data).toEqual({
      id: null,
      name: 'ADMIN_TOKEN',
      email: null,
      role: 'admin',
      inviteCode: null,
    });
  });
});

async function ids(query: string) {
  const res = await admin(t, 'GET', `/admin/businesses?${query}`);
  expect(res.status, query).toBe(200);
  return res.body.data.list.map((b: { id: string }) => b.id).sort();
}

describe('GET /admin/businesses', () => {
  it('lists businesses, most recently changed first, with their owner', async () => {
    const res = await admin(t, 'GET', '/admin/businesses');
    expect(res.body.data).toMatchObject({ total: 2, page: 1, size: 20 });
    const [newest] = res.body.data.list;
    expect(newest).toEqual({
      id: second,
      orderNo: `BO${second.slice(0, 12)}`,
      policyNo: 'POL-77',
      status: 'submitted',
      productType: 'insurance',
      insurer: 'AIA',
      productName: 'AIA-GLOBAL-POWER',
      memberName: 'Ben Yip',
      memberEmail: ben.email,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      assigneeId: null,
      assigneeName: null,
    });
  });

  it('finds by order or policy number, or any member’s name or e-mail, and by status', async () => {
    expect(await ids('q=pol-77')).toEqual([second]);
    expect(await ids(`q=${first.slice(0, 12).toUpperCase()}`)).toEqual([first]);
    expect(await ids('q=ann%20ho')).toEqual([first]);
    // Ben owns the second and is a member of the first.
    expect(await ids(`q=${encodeURIComponent(ben.email)}`)).toEqual([first, second].sort());
    expect(await ids('q=_')).toEqual([]);
    expect(await ids('status=inForce')).toEqual([first]);
    expect(await ids('status=inForce&q=POL-77')).toEqual([]);
    expect((await admin(t, 'GET', '/admin/businesses?status=gone')).status).toBe(400);
  });

  it('pages, counting all matches', async () => {
    const res = await admin(t, 'GET', '/admin/businesses?size=1&page=2');
    expect(res.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(res.body.data.list.map((b: { id: string }) => b.id)).toEqual([first]);
    expect((await admin(t, 'GET', '/admin/businesses?size=101')).status).toBe(400);
  });
});

describe('GET /admin/businesses/:id and /admin/documents/:id', () => {
  it('answers every field with members, payments, documents and history', async () => {
    const res = await admin(t, 'GET', `/admin/businesses/${first}`);
    expect(res.status).toBe(200);
    const b = res.body.data;
    for (const key of Object.keys(businessFields)) expect(b, key).toHaveProperty(key);
    expect(b).toMatchObject({
      id: first,
      status: 'inForce',
      productType: 'insurance',
      appointmentToken: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      members: [
        { id: ann.id, name: 'Ann Ho', email: ann.email },
        { id: ben.id, name: 'Ben Yip', email: ben.email },
      ],
      payments: [
        {
          id: expect.any(String),
          paymentDate: '2030-01-31',
          feeType: 'premium',
          currency: 'HKD',
          amount: '1000.00',
          paymentNo: 'P-2030-01-31',
          status: 'paid',
        },
      ],
      documents: [
        {
          id: documentId,
          name: 'policy.pdf',
          mime: 'application/pdf',
          size: pdf().length,
          kind: null,
          url: `/admin/documents/${documentId}`,
        },
      ],
    });
    expect(b.statusChanges).toEqual([
      { from: null, to: 'submitted', at: '2030-01-01T00:00:00.000Z', note: 'received' },
      { from: 'submitted', to: 'inForce', at: expect.any(String), note: 'ok' },
    ]);
    expect((await admin(t, 'GET', '/admin/businesses/no-such-id')).status).toBe(404);
  });

  it('serves a document as the upload route does', async () => {
    const res = await admin(t, 'GET', `/admin/documents/${documentId}`);
    expect(res.status).toBe(200);
    expect(res.res.rawPayload.equals(pdf())).toBe(true);
    expect(res.res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="policy.pdf"; filename*=UTF-8\'\'policy.pdf',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await admin(t, 'GET', '/admin/documents/no-such-id')).status).toBe(404);
  });
});
