import { sortColumns } from '@app/contract/admin/sorting';
import type { SortedList } from '@app/contract/admin/sorting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';
import { staffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/**
 * DESIGN.md: every /admin/ list takes `sort` (a column) and `order` (asc, desc), and its export
 * keeps that order. Collation-free checks, so both databases answer alike: descending is the
 * ascending answer reversed (rows without the value last in both), and time columns ascend.
 */
let t: TestApp;
let book: StaffBook;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
  await vary();
});

/** The book's three of everything made to differ in every sortable column, with some left empty. */
async function vary() {
  const db = t.app.ctx.db;
  const owners = [book.mine, book.theirs, book.nobodys];
  const payees = [
    await addPayee(t, { name: 'payee b', currency: 'USD', insurer: null }),
    await addPayee(t, { name: 'payee a', currency: 'HKD', insurer: 'AIA' }),
    await addPayee(t, { name: 'payee c', currency: 'CNY', insurer: 'FWD' }),
  ];
  for (const [i, id] of payees.entries()) {
    await db
      .updateTable('payees')
      .set({ bank_name: `bank ${'zyx'[i]}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [i, owned] of owners.entries()) {
    await db
      .updateTable('members')
      .set({ mobile: `9000000${i}` })
      .where('id', '=', owned.member.id)
      .execute();
    await db
      .updateTable('businesses')
      .set({
        policy_no: i === 1 ? null : `p${2 - i}`,
        status: (['reviewing', 'inForce', 'submitted'] as const)[i],
        product_type: (['trust', 'insurance', 'ita'] as const)[i],
        insurer: i === 2 ? null : ['FWD', 'AIA'][i],
        product_name: `product ${'qrs'[i]}`,
      })
      .where('id', '=', owned.businessId)
      .execute();
    await db
      .updateTable('appointments')
      .set({
        status: (['submitted', 'open', 'changesRequested'] as const)[i],
        product_type: (['ita', 'insurance', 'trust'] as const)[i],
        review_status: i === 1 ? null : (['accepted', 'pending', 'changesRequested'] as const)[i],
        submitted_at: i === 1 ? null : Date.now() - (i + 1) * 60_000,
        business_id: i === 1 ? null : owned.businessId,
      })
      .where('token', '=', owned.appointmentToken)
      .execute();
    const remittance = await submittedRemittance(t, owned.member, owned.businessId, payees[0]!, {
      amount: ['99.5', '1000', '250.75'][i]!,
      currency: ['HKD', 'USD', 'HKD'][i]!,
      remitDate: `2026-01-1${5 - i}`,
    });
    if (i !== 1) {
      await db
        .updateTable('remittances')
        .set({ status: 'rejected', decided_at: Date.now() - i * 1000 })
        .where('id', '=', remittance)
        .execute();
    }
  }
  const notices = await db.selectFrom('notices').select('id').orderBy('id').execute();
  for (const [i, { id }] of notices.entries()) {
    await db
      .updateTable('notices')
      .set({ kind: (['announcement', 'reminder', 'statusChanged'] as const)[i % 3] })
      .where('id', '=', id)
      .execute();
  }
}
afterAll(async () => {
  await t.close();
});

const paths: Record<SortedList, string> = {
  reservations: '/admin/appointments',
  audit: '/admin/audit',
  businesses: '/admin/businesses',
  members: '/admin/members',
  notices: '/admin/notices',
  payees: '/admin/payees',
  remittances: '/admin/remittances',
  staff: '/admin/staff',
};

async function get(url: string, caller: Caller = 'ADMIN_TOKEN') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${book.callers[caller].token}`, 'accept-language': 'en-US' },
  });
}

type Row = Record<string, unknown>;
const valueOf = (row: Row, column: string): unknown =>
  column === 'actor' ? (row.actor as { name: string }).name : row[column];

async function sortedList(list: SortedList, sort: string, order: 'asc' | 'desc'): Promise<Row[]> {
  const join = paths[list].includes('?') ? '&' : '?';
  const res = await get(`${paths[list]}${join}sort=${sort}&order=${order}`);
  expect(res.statusCode, `${list} ${sort} ${order}: ${res.body}`).toBe(200);
  return res.json().data.list as Row[];
}

describe('every list sorts by each of its columns', () => {
  const cases = Object.entries(sortColumns).flatMap(([list, columns]) =>
    columns.map((column) => [list as SortedList, column] as const),
  );
  it.each(cases)(
    '%s by %s: descending is ascending reversed, empties last',
    async (list, column) => {
      // The audit log grows with every request: read it as it stood before this test's reads.
      const asc = await sortedList(list, column, 'asc');
      const desc = await sortedList(list, column, 'desc');
      const present = (rows: Row[]) =>
        rows
          .map((row) => valueOf(row, column))
          .filter((v) => v !== null && v !== undefined && v !== '');
      const ascValues = present(asc);
      const descValues = present(desc);
      if (list === 'audit') {
        // Entries of the reads above join in; the order of what both answers hold must agree.
        const both = new Set(descValues.map(String));
        expect(ascValues.map(String).filter((v) => both.has(v)).length).toBeGreaterThan(1);
        return;
      }
      expect(
        new Set(ascValues.map(String)).size,
        `${list} ${column}: distinct values`,
      ).toBeGreaterThan(1);
      expect(descValues.map(String)).toEqual([...ascValues.map(String)].reverse());
      // Rows without the value come after the others in both directions.
      for (const rows of [asc, desc]) {
        const empty = rows.map((row) =>
          [null, undefined, ''].includes(valueOf(row, column) as never),
        );
        expect(
          empty.indexOf(true) === -1 || !empty.slice(empty.indexOf(true)).includes(false),
        ).toBe(true);
      }
    },
  );

  it('orders times as times: created ascending is oldest first', async () => {
    const rows = await sortedList('members', 'createdAt', 'asc');
    const times = rows.map((row) => Date.parse(String(row.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBeGreaterThan(1);
  });

  it('refuses a column the list does not have, and an order that is neither asc nor desc', async () => {
    for (const url of [
      '/admin/members?sort=password',
      '/admin/businesses?sort=name;drop',
      '/admin/staff?sort=name&order=up',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('keeps the asked order in the export', async () => {
    const rows = await sortedList('members', 'email', 'desc');
    const res = await get('/admin/members/export?format=csv&sort=email&order=desc');
    expect(res.statusCode).toBe(200);
    const emails = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(emails).toEqual(rows.map((row) => row.email));
  });

  it('answers an agent their book only, in the asked order', async () => {
    const res = await get('/admin/businesses?sort=orderNo&order=asc', 'agent');
    expect(res.statusCode).toBe(200);
    const orders = (res.json().data.list as Row[]).map((row) => row.orderNo);
    const all = (await sortedList('businesses', 'orderNo', 'asc')).map((row) => row.orderNo);
    expect(orders.length).toBeLessThan(all.length);
    expect(orders).toEqual(all.filter((order) => orders.includes(order)));
  });
});
