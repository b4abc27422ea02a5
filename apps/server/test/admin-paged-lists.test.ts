import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addPayee } from './remittance-helpers.ts';
import { CALLERS, loginAs } from './staff-admin-helpers.ts';
import type { Caller, StaffCaller } from './staff-admin-helpers.ts';

/**
 * The payees and staff lists page as every back-office list does (D94): `page` from 1, `size` up
 * to 100 (20 when absent), answered with `total`; the console's list kit pages them in the URL.
 * Who may read each list is unchanged: every role the payees, admins and auditors the staff.
 */
let t: TestApp;
const callers = {} as Record<Caller, StaffCaller>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  for (const caller of CALLERS) callers[caller] = await loginAs(t, caller);
  for (const name of ['Paged c', 'Paged a', 'Paged b']) await addPayee(t, { name });
});
afterAll(() => t.close());

const get = (url: string, caller: Caller = 'ADMIN_TOKEN') =>
  admin(t, 'GET', url, undefined, callers[caller].token);
const names = (body: { data: { list: { name: string }[] } }) => body.data.list.map((r) => r.name);

describe.each([
  ['/admin/payees', 3],
  ['/admin/staff', 4],
] as const)('%s pages', (path, atLeast) => {
  it('answers one page of the asked size with the total, pages never overlapping', async () => {
    const all = await get(`${path}?size=100&sort=name`);
    expect(all.status).toBe(200);
    const total = all.body.data.total as number;
    expect(total).toBeGreaterThanOrEqual(atLeast);
    expect(all.body.data).toMatchObject({ page: 1, size: 100 });
    const first = await get(`${path}?size=2&sort=name`);
    const second = await get(`${path}?page=2&size=2&sort=name`);
    expect(first.body.data).toMatchObject({ total, page: 1, size: 2 });
    expect(second.body.data).toMatchObject({ total, page: 2, size: 2 });
    expect([...names(first.body), ...names(second.body)]).toEqual(names(all.body).slice(0, 4));
  });

  it('takes 20 rows when no size is sent', async () => {
    const res = await get(path);
    expect(res.body.data).toMatchObject({ page: 1, size: 20 });
  });

  it.each(['page=0', 'size=0', 'size=101', 'page=x'])('refuses %s (400)', async (query) => {
    const res = await get(`${path}?${query}`);
    expect(res.status).toBe(400);
  });
});

describe.each(CALLERS)('paged lists as %s', (caller) => {
  it('reads a page of the payees (every role)', async () => {
    const res = await get('/admin/payees?size=1', caller);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('reads a page of the staff only as an admin or auditor', async () => {
    const res = await get('/admin/staff?page=1&size=1', caller);
    const mayRead = ['admin', 'auditor', 'ADMIN_TOKEN'].includes(caller);
    expect(res.status).toBe(mayRead ? 200 : 403);
    if (mayRead) expect(res.body.data.list).toHaveLength(1);
  });
});
