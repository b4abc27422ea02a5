import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains } from '../src/db/contains.ts';
import { countRows, findPage } from '../src/db/paging.ts';
import { toDate, toIso } from '../src/db/time.ts';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** Issue 35: the repositories' one search, one paging and one time mapping, on both databases. */
let t: TestApp;
const marker = `Rh${newId().slice(0, 8)}`;
const names = ['50% off', '50x off', 'a_b', 'axb', 'a!b', 'ab', 'a\\b', 'A_B upper'].map(
  (name) => `${marker} ${name}`,
);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  const now = Date.now();
  await t.app.ctx.db
    .insertInto('members')
    .values(
      names.map((name, i) => ({
        id: newId(),
        name,
        mobile: '13800138000',
        email: `${newId()}@example.com`,
        password_hash: 'irrelevant',
        created_at: now + i,
        updated_at: now + i,
      })),
    )
    .execute();
});
afterAll(async () => {
  await t.close();
});

const ours = () =>
  t.app.ctx.db.selectFrom('members').where('name', 'like', `${marker}%`).select('name');

async function found(term: string): Promise<string[]> {
  const rows = await ours()
    .where(contains(sql.ref('name'), term))
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name.slice(marker.length + 1));
}

describe('contains()', () => {
  it('takes %, _ and its escape character ! literally, and a backslash too', async () => {
    expect(await found('50%')).toEqual(['50% off']);
    expect(await found('a_b')).toEqual(['A_B upper', 'a_b']);
    expect(await found('a!b')).toEqual(['a!b']);
    expect(await found('a\\b')).toEqual(['a\\b']);
  });

  it('ignores case on both databases', async () => {
    expect(await found('A_b UPPER')).toEqual(['A_B upper']);
  });

  it('is the members search of the back office too (it had its own escaper)', async () => {
    const search = async (q: string) => {
      const res = await admin(t, 'GET', `/admin/members?q=${encodeURIComponent(q)}&size=50`);
      const list = (res.body as { data: { list: { name: string }[] } }).data.list;
      return list.map((m) => m.name.slice(marker.length + 1)).sort();
    };
    expect(await search(`${marker} 50%`)).toEqual(['50% off']);
    expect(await search(`${marker} a_b`)).toEqual(['A_B upper', 'a_b']);
    expect(await search(`${marker} a!b`)).toEqual(['a!b']);
    expect(await search(`${marker} a\\b`)).toEqual(['a\\b']);
  });
});

describe('findPage()', () => {
  it('answers one page of the ordered rows and the count of all', async () => {
    const ordered = ours().orderBy('created_at').orderBy('id');
    const first = await findPage(ordered, ours(), { page: 1, size: 3 });
    expect(first).toEqual({ rows: names.slice(0, 3).map((name) => ({ name })), total: 8 });
    const last = await findPage(ordered, ours(), { page: 3, size: 3 });
    expect(last).toEqual({ rows: names.slice(6).map((name) => ({ name })), total: 8 });
    const beyond = await findPage(ordered, ours(), { page: 4, size: 3 });
    expect(beyond).toEqual({ rows: [], total: 8 });
  });

  it('counts a query with a selection of its own, as a number on both databases', async () => {
    expect(await countRows(ours().where(contains(sql.ref('name'), 'off')))).toBe(2);
  });
});

describe('time mapping', () => {
  it('turns stored milliseconds (a number, or PostgreSQL’s BIGINT text) into ISO and Date', () => {
    expect(toIso(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(toIso('1767225600000')).toBe('2026-01-01T00:00:00.000Z');
    expect(toIso(1767225600000n)).toBe('2026-01-01T00:00:00.000Z');
    expect(toIso(null)).toBeNull();
    expect(toDate('1767225600123').getTime()).toBe(1767225600123);
  });

  it('reads a stored time the same way on both databases', async () => {
    const row = await ours().select('created_at').orderBy('created_at').executeTakeFirstOrThrow();
    expect(toIso(row.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(toDate(row.created_at).getTime()).toBe(Number(row.created_at));
  });
});
