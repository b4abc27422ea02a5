import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, attachDocument } from './admin-helpers.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  accessLog,
  accessRowsOf,
  getFile,
  memberDocument,
  memberUpload,
} from './privacy-helpers.ts';
import { slipId } from './remittance-helpers.ts';
import { loggedInStaff } from './staff-book-fixtures.ts';
import { png } from './upload-files.ts';

/**
 * Every read of a member's upload, document or slip is logged (DESIGN.md user/accessLog), by
 * whoever reads it; user/accessLog lists only the caller's own files.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t?.close();
});

async function renamed(member: Member, name: string) {
  await t.app.ctx.db.updateTable('members').set({ name }).where('id', '=', member.id).execute();
}

describe('user/accessLog', () => {
  it('lists who opened the member’s upload: themselves, the other party, staff by role, a script', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    await renamed(creator, 'Creator Chan');
    const link = await createReservation(t, creator, 'trust');
    const sent = await upload(t, filler, link, 'idCardFront', {
      name: 'id-front.png',
      content: png(),
    });
    expect(sent.code, sent.msg).toBe(200);
    const id = sent.data.id as string;
    const operator = await loggedInStaff(t, 'operator');

    expect((await memberUpload(t, id, filler)).statusCode).toBe(200);
    expect((await memberUpload(t, id, creator)).statusCode).toBe(200);
    expect((await getFile(t, `/admin/uploads/${id}`, `Bearer ${operator.token}`)).statusCode).toBe(
      200,
    );
    expect((await getFile(t, `/admin/uploads/${id}`, `Bearer ${ADMIN_TOKEN}`)).statusCode).toBe(
      200,
    );

    const res = await accessLog(t, filler);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.total).toBe(4);
    // Newest first; reads within one millisecond may come in either order.
    const times = res.data.list.map((e: any) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.data.list.map((e: any) => e.who)).toEqual(
      expect.arrayContaining([
        { kind: 'script', name: null, role: 'admin', self: false },
        { kind: 'staff', name: null, role: 'operator', self: false },
        { kind: 'member', name: 'Creator Chan', role: null, self: false },
        { kind: 'member', name: null, role: null, self: true },
      ]),
    );
    for (const entry of res.data.list) {
      expect(entry).toMatchObject({
        via: 'open',
        file: { name: 'id-front.png', type: 'upload', uploadKind: 'idCardFront' },
        orderNo: null,
        productType: 'trust',
      });
    }
    expect(Math.max(...times)).toBeGreaterThan(Date.now() - 60_000);
    // The file is the filler's: the creator's log holds none of these reads.
    expect((await accessLog(t, creator)).data.total).toBe(0);
  });

  it('logs reads of a business document for each member of the business, with the order number', async () => {
    const owner = await newMember(t);
    const businessId = await addBusiness(t, owner.id);
    const docId = await attachDocument(t, businessId, 'policy.pdf', png());
    expect((await memberDocument(t, docId, owner)).statusCode).toBe(200);
    const auditor = await loggedInStaff(t, 'auditor');
    expect(
      (await getFile(t, `/admin/documents/${docId}`, `Bearer ${auditor.token}`)).statusCode,
    ).toBe(200);
    const { data } = await accessLog(t, owner);
    expect(data.total).toBe(2);
    const orderNo = (
      await t.app.ctx.db
        .selectFrom('businesses')
        .select('order_no')
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow()
    ).order_no;
    const byKind = (kind: string) => data.list.find((e: any) => e.who.kind === kind);
    expect(byKind('staff')).toMatchObject({
      who: { kind: 'staff', role: 'auditor', self: false },
      file: { name: 'policy.pdf', type: 'document', uploadKind: null },
      orderNo,
      productType: null,
    });
    expect(byKind('member').who).toEqual({ kind: 'member', name: null, role: null, self: true });
  });

  it('logs reads of a remittance slip, by the member and by the console', async () => {
    const member = await newMember(t);
    const slip = await slipId(t, member);
    expect((await memberUpload(t, slip, member)).statusCode).toBe(200);
    expect((await admin(t, 'GET', `/admin/uploads/${slip}`)).status).toBe(200);
    const { data } = await accessLog(t, member);
    expect(data.list.map((e: any) => `${e.file.type}:${e.who.kind}`).sort()).toEqual([
      'slip:member',
      'slip:script',
    ]);
  });

  it('shows another member’s reads never, even when their id is asked for, and records refused reads nowhere', async () => {
    const owner = await newMember(t);
    const stranger = await newMember(t);
    const link = await createReservation(t, owner, 'trust');
    const sent = await upload(t, owner, link, 'idCardBack', { name: 'b.png', content: png() });
    expect((await memberUpload(t, sent.data.id, owner)).statusCode).toBe(200);
    // A stranger's attempt is a 404 and no read.
    expect((await memberUpload(t, sent.data.id, stranger)).statusCode).toBe(404);
    expect(await accessRowsOf(t, owner.id)).toHaveLength(1);
    const theirs = await accessLog(t, stranger, { memberId: owner.id, owner_id: owner.id });
    expect(theirs.code).toBe(200);
    expect(theirs.data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    expect((await accessLog(t, owner)).data.total).toBe(1);
  });

  it('pages the list and refuses a page size beyond the bound', async () => {
    const member = await newMember(t);
    const link = await createReservation(t, member, 'trust');
    const sent = await upload(t, member, link, 'passFront', { name: 'p.png', content: png() });
    for (let i = 0; i < 3; i++) await memberUpload(t, sent.data.id, member);
    const second = await accessLog(t, member, { page: '2', size: '2' });
    expect(second.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.data.list).toHaveLength(1);
    expect((await accessLog(t, member, { size: '500' })).code).toBe(400);
  });

  it('needs a member session: none, or a staff bearer token, is 401', async () => {
    expect((await t.call('user/accessLog')).code).toBe(401);
    const operator = await loggedInStaff(t, 'operator');
    expect((await t.call('user/accessLog', {}, { token: operator.token })).code).toBe(401);
  });
});
