import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/audit-log.ts';
import { nameObjects } from '../src/audit/audit-objects.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { as, staffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/**
 * Issue 37 point 6: the audit log names its objects for a reader, is filtered by person, object,
 * action and days, and a reservation's own log finds its entries.
 */
let t: TestApp;
let book: StaffBook;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN, REMINDER_TIME_ZONE: 'Asia/Hong_Kong' });
  book = await staffBook(t);
});
afterAll(async () => {
  await t.close();
});

type Entry = { action: string; objectType: string; objectId: string; object: unknown };
const list = async (query: string, caller: Caller = 'auditor') => {
  const res = await as(t, book, caller, 'GET', `/admin/audit?size=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list as Entry[];
};

describe("a reservation's own log", () => {
  it('finds the entries recorded under its id when asked by its token', async () => {
    const token = book.mine.appointmentToken;
    expect((await as(t, book, 'admin', 'POST', `/admin/appointments/${token}/reveal`)).status).toBe(
      200,
    );
    const entries = await list(`objectType=appointment&objectId=${token}`);
    expect(entries.map((e) => e.action)).toEqual(['reveal']);
    expect(entries[0]!.object).toEqual({
      label: token,
      token,
      productType: 'insurance',
    });
  });
});

describe('each entry names its object', () => {
  it('a business by its order number, a member and a staff member by name', async () => {
    const businessId = book.mine.businessId;
    const moved = await as(t, book, 'operator', 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'reviewing',
      note: 'checking',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [entry] = await list(`objectType=business&objectId=${businessId}&action=status`);
    const order = await t.app.ctx.db
      .selectFrom('businesses')
      .select('order_no')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(entry!.object).toEqual({
      label: order.order_no,
      businessId,
      productType: 'insurance',
    });

    const member = book.theirs.member.id;
    await recordAudit(t.app.ctx.db, {
      actor: { type: 'staff', id: book.callers.admin.id, name: book.callers.admin.name },
      action: 'export',
      objectType: 'member',
      objectId: member,
    });
    const [exported] = await list(`objectType=member&objectId=${member}`);
    expect(exported!.object).toEqual({ label: 'Theirs Member', memberId: member });

    const agent = book.callers.agent;
    await as(t, book, 'admin', 'PATCH', `/admin/staff/${agent.id}`, { role: 'agent' });
    await recordAudit(t.app.ctx.db, {
      actor: { type: 'staff', id: book.callers.admin.id, name: book.callers.admin.name },
      action: 'update',
      objectType: 'staff',
      objectId: agent.id!,
      changes: { role: { before: 'operator', after: 'agent' } },
    });
    const [staff] = await list(`objectType=staff&objectId=${agent.id}`);
    expect(staff!.object).toEqual({ label: agent.name });
  });

  it('names the objects a change refers to by id: a new business’s owner, not "9799…"', async () => {
    const created = await as(t, book, 'operator', 'POST', '/admin/businesses', {
      ownerEmail: book.mine.member.email,
      productType: 'insurance',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    const [entry] = (await list(`objectType=business&objectId=${id}&action=create`)) as (Entry & {
      changes: Record<string, { before: unknown; after: unknown }>;
      refs: Record<string, unknown>;
    })[];
    const owner = book.mine.member.id;
    expect(entry!.changes.ownerId).toEqual({ before: null, after: owner });
    expect(entry!.refs).toEqual({ [owner]: { label: 'Mine Member', memberId: owner } });
    // The business's own id is the entry's object, not one of its changes.
    expect(entry!.changes).not.toHaveProperty('id');
  });

  it('an object that is gone or has no name gets a null label, never its id', async () => {
    await recordAudit(t.app.ctx.db, {
      actor: { type: 'system', id: null, name: 'jobs' },
      action: 'notice.send',
      objectType: 'notice',
      objectId: 'n-1',
    });
    const [entry] = await list('objectType=notice');
    expect(entry!.object).toEqual({ label: null });
  });

  it('looks up one query per object type of a page, never one per row', async () => {
    let selects = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode') selects++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const owners = [book.mine, book.theirs, book.nobodys];
    const entries = owners.flatMap((o) => [
      { objectType: 'business', objectId: o.businessId },
      { objectType: 'member', objectId: o.member.id },
      { objectType: 'appointment', objectId: o.appointmentToken },
    ]);
    const named = await nameObjects(t.app.ctx.db.withPlugin(counter), entries);
    expect(selects).toBe(3);
    expect(named.every((object) => object.label !== null)).toBe(true);
  });
});

describe('filters', () => {
  const at = (iso: string) => Date.parse(iso);
  beforeAll(async () => {
    const actor = { type: 'staff' as const, id: 'staff-xyz', name: '陈大文 Chan' };
    // 23:30 on 1 March and 00:30 on 2 March in Hong Kong (UTC+8).
    for (const [objectId, when] of [
      ['day-1', at('2026-03-01T15:30:00Z')],
      ['day-2', at('2026-03-01T16:30:00Z')],
    ] as const) {
      await recordAudit(
        t.app.ctx.db,
        { actor, action: 'delete', objectType: 'filtered', objectId },
        when,
      );
    }
  });

  it('by part of the person name or id, ignoring case', async () => {
    const byName = await list('actor=大文&objectType=filtered');
    expect(byName.map((e) => e.objectId)).toEqual(['day-2', 'day-1']);
    expect(await list('actor=CHAN&objectType=filtered')).toHaveLength(2);
    expect(await list('actor=xyz&objectType=filtered')).toHaveLength(2);
    expect(await list('actor=nobody-like-this&objectType=filtered')).toEqual([]);
  });

  it('by action', async () => {
    expect(await list('action=update&objectType=filtered')).toEqual([]);
    expect(await list('action=delete&objectType=filtered')).toHaveLength(2);
  });

  it('by calendar days in REMINDER_TIME_ZONE, both ends included', async () => {
    const ids = async (q: string) =>
      (await list(`objectType=filtered&${q}`)).map((e) => e.objectId);
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual(['day-1']);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual(['day-2']);
    expect(await ids('from=2026-03-01')).toEqual(['day-2', 'day-1']);
    expect(await ids('to=2026-02-28')).toEqual([]);
    const bad = await as(t, book, 'auditor', 'GET', '/admin/audit?from=1%20March');
    expect(bad.status).toBe(400);
  });
});

describe('who may read it', () => {
  it.each(['operator', 'agent'] as const)('%s is refused, with any filter', async (caller) => {
    for (const query of ['', 'actor=a', 'action=status', 'from=2026-01-01&to=2026-12-31']) {
      const res = await as(t, book, caller, 'GET', `/admin/audit?${query}`);
      expect(res.status).toBe(403);
    }
  });

  it("an auditor reads every book's entries", async () => {
    const businessIds = [book.mine, book.theirs, book.nobodys].map((o) => o.businessId);
    for (const id of businessIds) {
      await as(t, book, 'admin', 'PATCH', `/admin/businesses/${id}`, { policyNo: `P-${id}` });
    }
    const seen = (await list('objectType=business&action=update')).map((e) => e.objectId);
    expect(seen).toEqual(expect.arrayContaining(businessIds));
  });
});
