import { beforeAll, describe, expect, it } from 'vitest';
import { addBusiness } from './business-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { as, withStaffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/**
 * GET /admin/search (issue 37 point 4): members, reservations and businesses at once, by name,
 * e-mail, phone, order or policy number and insurer; an agent finds only their book.
 */
let t: TestApp;
let book: StaffBook;
let manulife: string;
withStaffBook((built) => ({ t, book } = built));
beforeAll(async () => {
  await t.app.ctx.db
    .updateTable('members')
    .set({ mobile: '98761234' })
    .where('id', '=', book.theirs.member.id)
    .execute();
  manulife = await addBusiness(t, book.mine.member.id, { insurer: 'MANULIFE', productName: null });
});

const search = async (caller: Caller, q: string) => {
  const res = await as(t, book, caller, 'GET', `/admin/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    members: { list: { id: string }[]; total: number };
    reservations: { list: { token: string }[]; total: number };
    businesses: { list: { id: string }[]; total: number };
  };
};

describe('GET /admin/search', () => {
  it('finds members, their reservations and businesses by name, grouped by kind', async () => {
    const found = await search('auditor', 'Member');
    expect(found.members.total).toBe(3);
    expect(found.reservations.total).toBe(3);
    expect(found.businesses.total).toBe(4);
    expect(found.members.list.length).toBeLessThanOrEqual(5);
  });

  it('gives an agent only their book', async () => {
    const found = await search('agent', 'Member');
    expect(found.members.list.map((m) => m.id)).toEqual([book.mine.member.id]);
    expect(found.reservations.list.map((r) => r.token)).toEqual([book.mine.appointmentToken]);
    expect(found.businesses.list.map((b) => b.id).sort()).toEqual(
      [book.mine.businessId, manulife].sort(),
    );
    expect((await search('agent', '98761234')).members.total).toBe(0);
  });

  it('finds by e-mail, phone, order number and insurer (code or name)', async () => {
    expect((await search('admin', book.theirs.member.email)).members.list[0]?.id).toBe(
      book.theirs.member.id,
    );
    expect((await search('admin', '98761234')).members.list.map((m) => m.id)).toEqual([
      book.theirs.member.id,
    ]);
    const orderNo = `BO${book.nobodys.businessId.slice(0, 12)}`;
    expect((await search('operator', orderNo)).businesses.list.map((b) => b.id)).toEqual([
      book.nobodys.businessId,
    ]);
    expect((await search('ADMIN_TOKEN', 'manulife')).businesses.list.map((b) => b.id)).toEqual([
      manulife,
    ]);
  });

  it('validates the query both ways', async () => {
    expect((await as(t, book, 'admin', 'GET', '/admin/search')).status).toBe(400);
    expect((await as(t, book, 'admin', 'GET', '/admin/search?q=%20')).status).toBe(400);
    expect((await as(t, book, 'admin', 'GET', `/admin/search?q=${'x'.repeat(101)}`)).status).toBe(
      400,
    );
    expect((await search('admin', 'nothing-like-this')).members.total).toBe(0);
  });
});
