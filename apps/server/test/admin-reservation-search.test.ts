import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { createReservation, fillReservation, submit } from './reservation-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** GET /admin/appointments: the console's search (q, product, dates, paging) and its new fields. */
let t: TestApp;
let alice: Awaited<ReturnType<typeof addMember>>;
let bob: Awaited<ReturnType<typeof addMember>>;
let carol: Awaited<ReturnType<typeof addMember>>;
/** Alice's, open. */
let r1: string;
/** Bob's, filled and submitted by Carol, so it has a business. */
let r2: string;
/** A link the back office made for Carol. */
let r3: string;
let orderNo: string;

const hk = (instant: string) => Date.parse(`${instant}+08:00`);

async function named(name: string) {
  const member = await addMember(t);
  await t.app.ctx.db.updateTable('members').set({ name }).where('id', '=', member.id).execute();
  return member;
}

async function setTimes(token: string, createdAt: number, submittedAt: number | null) {
  await t.app.ctx.db
    .updateTable('appointments')
    .set({ created_at: createdAt, submitted_at: submittedAt })
    .where('token', '=', token)
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  alice = await named('Alice Wong');
  bob = await named('Bob_Chan 100%');
  carol = await named('Carol Lee');
  r1 = await createReservation(t, alice, 'ita');
  r2 = await createReservation(t, bob, 'insurance');
  await fillReservation(t, carol, r2, 'insurance');
  expect((await submit(t, carol, r2)).code).toBe(200);
  const link = await admin(t, 'POST', '/admin/appointment-links', {
    email: carol.email,
    productType: 'trust',
  });
  r3 = link.body.data.token;
  // The last millisecond of 10 January in Hong Kong; Bob's made on the 1st, submitted on the 20th.
  await setTimes(r1, hk('2030-01-10T23:59:59.999'), null);
  await setTimes(r2, hk('2030-01-01T09:00:00'), hk('2030-01-20T09:00:00'));
  await setTimes(r3, hk('2030-02-01T09:00:00'), null);
  const row = await t.app.ctx.db
    .selectFrom('appointments as a')
    .innerJoin('businesses as b', 'b.id', 'a.business_id')
    .select('b.order_no')
    .where('a.token', '=', r2)
    .executeTakeFirstOrThrow();
  orderNo = row.order_no;
});
afterAll(async () => {
  await t.close();
});

async function tokens(query: string) {
  const res = await admin(t, 'GET', `/admin/appointments?${query}`);
  expect(res.status, query).toBe(200);
  return res.body.data.list.map((a: { token: string }) => a.token).sort();
}

describe('GET /admin/appointments', () => {
  it('answers who the reservation is about and its business order number', async () => {
    const res = await admin(t, 'GET', '/admin/appointments');
    const byToken = new Map(res.body.data.list.map((a: { token: string }) => [a.token, a]));
    expect(byToken.get(r1)).toMatchObject({
      memberName: 'Alice Wong',
      creatorEmail: alice.email,
      fillerEmail: null,
      orderNo: null,
      productType: 'ita',
      status: 'open',
    });
    expect(byToken.get(r2)).toMatchObject({
      memberName: 'Carol Lee',
      creatorEmail: bob.email,
      fillerEmail: carol.email,
      orderNo,
      status: 'submitted',
      submittedAt: '2030-01-20T01:00:00.000Z',
    });
    expect(byToken.get(r3)).toMatchObject({ memberName: 'Carol Lee', invitedEmail: carol.email });
  });

  it('finds by name, e-mail or order number, whatever the case', async () => {
    expect(await tokens('q=ALICE')).toEqual([r1]);
    expect(await tokens(`q=${encodeURIComponent(carol.email.toUpperCase())}`)).toEqual(
      [r2, r3].sort(),
    );
    expect(await tokens(`q=${bob.email.slice(0, 12)}`)).toEqual([r2]);
    expect(await tokens(`q=${orderNo.toLowerCase()}`)).toEqual([r2]);
    expect(await tokens('q=nobody-at-all')).toEqual([]);
    // A blank search is no search.
    expect(await tokens('q=%20%20')).toHaveLength(3);
  });

  it('takes typed wildcards literally', async () => {
    expect(await tokens(`q=${encodeURIComponent('_')}`)).toEqual([r2]);
    expect(await tokens(`q=${encodeURIComponent('100%')}`)).toEqual([r2]);
    expect(await tokens(`q=${encodeURIComponent('%')}`)).toEqual([r2]);
    expect(await tokens(`q=${encodeURIComponent('a_ice')}`)).toEqual([]);
    expect(await tokens(`q=${encodeURIComponent("'; drop table members; --")}`)).toEqual([]);
  });

  it('filters by product and status', async () => {
    expect(await tokens('productType=trust')).toEqual([r3]);
    expect(await tokens('productType=insurance&status=submitted')).toEqual([r2]);
    expect(await tokens('productType=ita&status=submitted')).toEqual([]);
    expect((await admin(t, 'GET', '/admin/appointments?productType=car')).status).toBe(400);
  });

  it('filters by Hong Kong calendar days, on submission else creation, both ends included', async () => {
    expect(await tokens('from=2030-01-10&to=2030-01-10')).toEqual([r1]);
    expect(await tokens('from=2030-01-11')).toEqual([r2, r3].sort());
    expect(await tokens('to=2030-01-09')).toEqual([]);
    // Bob's was made on the 1st, but counts from its submission on the 20th.
    expect(await tokens('from=2030-01-01&to=2030-01-05')).toEqual([]);
    expect(await tokens('from=2030-01-20&to=2030-01-20')).toEqual([r2]);
    const bad = await admin(t, 'GET', '/admin/appointments?from=2030-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.from).toBeTruthy();
  });

  it('pages newest first, counting all matches', async () => {
    const page = await admin(t, 'GET', '/admin/appointments?size=2&page=2');
    expect(page.body.data).toMatchObject({ total: 3, page: 2, size: 2 });
    // Newest by creation: r3 (Feb), r1 (10 Jan), r2 (1 Jan).
    expect(page.body.data.list.map((a: { token: string }) => a.token)).toEqual([r2]);
    expect((await admin(t, 'GET', `/admin/appointments?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
