import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';
import { as, checkAccess, withStaffBook } from './staff-book-fixtures.ts';
import type { Caller, Owned, StaffBook } from './staff-book-fixtures.ts';

/**
 * Assignment (issue 37 point 4, docs/decisions.md): `assigneeId` on reservations
 * (PATCH /admin/appointments/:token) and businesses (PATCH /admin/businesses/:id), shown on the
 * lists and detail pages, `assignee=me` on both lists, audited with the names.
 */
let t: TestApp;
let book: StaffBook;
withStaffBook((built) => ({ t, book } = built));

const callers: Caller[] = ['ADMIN_TOKEN', 'admin', 'operator', 'agent', 'auditor'];
const kinds = {
  reservation: {
    url: (o: Owned) => `/admin/appointments/${o.appointmentToken}`,
    list: '/admin/appointments',
    key: (o: Owned) => o.appointmentToken,
    id: (row: { token: string }) => row.token,
  },
  business: {
    url: (o: Owned) => `/admin/businesses/${o.businessId}`,
    list: '/admin/businesses',
    key: (o: Owned) => o.businessId,
    id: (row: { id: string }) => row.id,
  },
} as const;
const agentId = () => book.callers.agent.id as string;

/** The newest audit entry of an action, as stored. */
async function lastEntry(action: string) {
  const row = await t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { actor: row.actor_name, objectId: row.object_id, changes: JSON.parse(row.changes) };
}

describe.each(Object.entries(kinds))('assigning a %s', (_kind, kind) => {
  const assign = (caller: Caller, o: Owned, assigneeId: unknown) =>
    as(t, book, caller, 'PATCH', kind.url(o), { assigneeId });
  const listed = async (caller: Caller, query = '') => {
    const res = await as(t, book, caller, 'GET', `${kind.list}?size=100${query}`);
    expect(res.status).toBe(200);
    return res.body.data.list as ({ assigneeId: string | null; assigneeName: string | null } & {
      token: string;
      id: string;
    })[];
  };

  it.each(callers)('answers %s by role and book (auditor 403, agent 404 outside)', async (c) => {
    await checkAccess(t, book, c, {
      method: 'PATCH',
      url: kind.url,
      body: () => ({ assigneeId: null }),
      write: true,
    });
  });

  it('assigns to the agent, shows the name on the list and detail, and "mine" lists it', async () => {
    const res = await assign('operator', book.mine, agentId());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      assigneeId: agentId(),
      assigneeName: book.callers.agent.name,
    });
    const detail = await as(t, book, 'admin', 'GET', kind.url(book.mine));
    expect(detail.body.data.assigneeName).toBe(book.callers.agent.name);
    const row = (await listed('admin')).find((r) => kind.id(r) === kind.key(book.mine));
    expect(row?.assigneeName).toBe(book.callers.agent.name);
    const mine = await listed('agent', '&assignee=me');
    expect(mine.map(kind.id)).toEqual([kind.key(book.mine)]);
    expect(await listed('operator', '&assignee=me')).toEqual([]);
    // ADMIN_TOKEN is nobody: nothing is assigned to it.
    expect(await listed('ADMIN_TOKEN', '&assignee=me')).toEqual([]);
  });

  it('records one audit entry with the names before and after', async () => {
    await assign('admin', book.nobodys, book.callers.operator.id);
    await assign('admin', book.nobodys, book.callers.admin.id);
    const last = await lastEntry('assign');
    expect(last.actor).toBe(book.callers.admin.name);
    expect(last.changes).toMatchObject({
      assignee: { before: book.callers.operator.name, after: book.callers.admin.name },
      assigneeId: { before: book.callers.operator.id, after: book.callers.admin.id },
    });
  });

  it('lets an agent take on or put down what is in their book, for nobody else', async () => {
    expect((await assign('agent', book.mine, null)).body.data.assigneeId).toBeNull();
    expect((await assign('agent', book.mine, agentId())).status).toBe(200);
    const other = await assign('agent', book.mine, book.callers.operator.id);
    expect(other.status).toBe(403);
  });

  it('refuses an assignee outside the agent book, an auditor, a disabled or unknown one', async () => {
    const outside = await assign('admin', book.theirs, agentId());
    expect(outside.status).toBe(400);
    expect(outside.body.data.fields.assigneeId).toMatch(/agent's book/);
    const auditor = await assign('admin', book.nobodys, book.callers.auditor.id);
    expect(auditor.body.data.fields.assigneeId).toMatch(/active member of staff/);
    expect((await assign('admin', book.nobodys, book.unknown)).status).toBe(400);
    const disabled = book.otherAgent.id as string;
    await t.app.ctx.db
      .updateTable('staff')
      .set({ disabled_at: Date.now() })
      .where('id', '=', disabled)
      .execute();
    expect((await assign('admin', book.theirs, disabled)).status).toBe(400);
    await t.app.ctx.db
      .updateTable('staff')
      .set({ disabled_at: null })
      .where('id', '=', disabled)
      .execute();
    expect((await assign('admin', book.theirs, disabled)).status).toBe(200);
  });

  it('validates the body and the filter both ways', async () => {
    expect((await assign('admin', book.mine, 5)).status).toBe(400);
    expect((await assign('admin', book.mine, '')).status).toBe(400);
    const extra = await as(t, book, 'admin', 'PATCH', kind.url(book.mine), {
      assigneeId: null,
      secret: 1,
    });
    expect(extra.status).toBe(400);
    expect((await as(t, book, 'admin', 'GET', `${kind.list}?assignee=you`)).status).toBe(400);
  });
});

describe('the assignee choices', () => {
  it('offers every active member of staff who works the book, an agent only themselves', async () => {
    const res = await as(t, book, 'admin', 'GET', '/admin/assignees');
    expect(res.status).toBe(200);
    const ids = (res.body.data.list as { id: string; role: string }[]).map((s) => s.id);
    for (const c of ['admin', 'operator', 'agent'] as const)
      expect(ids).toContain(book.callers[c].id);
    expect(ids).not.toContain(book.callers.auditor.id);
    const agent = await as(t, book, 'agent', 'GET', '/admin/assignees');
    expect(agent.body.data.list).toEqual([
      { id: agentId(), name: book.callers.agent.name, role: 'agent' },
    ]);
  });
});

describe('a business update with an assignee among its fields', () => {
  it('is one "update" entry holding both the field and the assignee by name', async () => {
    const res = await as(
      t,
      book,
      'operator',
      'PATCH',
      `/admin/businesses/${book.nobodys.businessId}`,
      {
        remarks: 'call back Monday',
        assigneeId: book.callers.operator.id,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.remarks).toBe('call back Monday');
    const entry = await lastEntry('update');
    expect(entry.objectId).toBe(book.nobodys.businessId);
    expect(entry.changes).toMatchObject({
      remarks: { after: 'call back Monday' },
      assignee: { after: book.callers.operator.name },
    });
  });
});
