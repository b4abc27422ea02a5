import { MAX_BULK } from '@app/contract/admin/bulk-schemas';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';
import { as, withStaffBook } from './staff-book-fixtures.ts';
import type { StaffBook } from './staff-book-fixtures.ts';

/**
 * Bulk status change and bulk assignment (issue 37 point 4): each object changed and audited on
 * its own; the answer lists what changed and what was refused with the reason in the caller's
 * language (outside an agent's book, the status it already has, an assignee outside the book).
 */
let t: TestApp;
let book: StaffBook;
withStaffBook((built) => ({ t, book } = built));

const entries = async (action: string, objectId: string) =>
  (
    await t.app.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('object_id', '=', objectId)
      .execute()
  ).length;

describe('POST /admin/businesses/bulk', () => {
  it('changes each status on its own, refusing the unknown and the same status', async () => {
    const ids = [book.mine.businessId, book.theirs.businessId, book.unknown];
    const res = await as(t, book, 'operator', 'POST', '/admin/businesses/bulk', {
      ids,
      status: 'reviewing',
      note: 'batch',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      changed: [book.mine.businessId, book.theirs.businessId],
      refused: [{ id: book.unknown, code: 404, reason: 'Not found' }],
    });
    expect(await entries('status', book.mine.businessId)).toBe(1);
    expect(await entries('status', book.theirs.businessId)).toBe(1);
    const again = await as(t, book, 'operator', 'POST', '/admin/businesses/bulk', {
      ids: [book.mine.businessId],
      status: 'reviewing',
    });
    expect(again.body.data.changed).toEqual([]);
    expect(again.body.data.refused[0]).toMatchObject({ id: book.mine.businessId, code: 409 });
    expect(await entries('status', book.mine.businessId)).toBe(1);
  });

  it('lets an agent change only their book, telling them what was refused', async () => {
    const res = await as(t, book, 'agent', 'POST', '/admin/businesses/bulk', {
      ids: [book.mine.businessId, book.nobodys.businessId],
      status: 'pendingPayment',
    });
    expect(res.body.data.changed).toEqual([book.mine.businessId]);
    expect(res.body.data.refused).toEqual([
      { id: book.nobodys.businessId, code: 404, reason: 'Not found' },
    ]);
  });

  it('assigns many, refusing an assignee outside the agent book (in the caller language)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/businesses/bulk',
      headers: {
        authorization: `Bearer ${book.callers.admin.token}`,
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
      },
      payload: JSON.stringify({
        ids: [book.mine.businessId, book.theirs.businessId],
        assigneeId: book.callers.agent.id,
      }),
    });
    const data = res.json().data;
    expect(data.changed).toEqual([book.mine.businessId]);
    expect(data.refused).toEqual([
      {
        id: book.theirs.businessId,
        code: 400,
        reason: '该代理人的客户名册中没有此记录，无法指派给他',
      },
    ]);
    expect(await entries('assign', book.mine.businessId)).toBe(1);
  });

  it('refuses the auditor and validates the body both ways', async () => {
    const post = (caller: 'auditor' | 'admin', body: unknown) =>
      as(t, book, caller, 'POST', '/admin/businesses/bulk', body);
    expect((await post('auditor', { ids: [book.mine.businessId], status: 'inForce' })).status).toBe(
      403,
    );
    expect((await post('admin', { ids: [], status: 'inForce' })).status).toBe(400);
    const tooMany = Array.from({ length: MAX_BULK + 1 }, (_, i) => `id-${i}`);
    expect((await post('admin', { ids: tooMany, status: 'inForce' })).status).toBe(400);
    const nothing = await post('admin', { ids: [book.mine.businessId] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.data.fields.status).toBeTruthy();
    expect((await post('admin', { ids: [book.mine.businessId], status: 'gone' })).status).toBe(400);
    expect(
      (await post('admin', { ids: [book.mine.businessId], status: 'inForce', x: 1 })).status,
    ).toBe(400);
    const ok = await post('admin', { ids: [book.nobodys.businessId], status: 'inForce' });
    expect(ok.body.data).toEqual({ changed: [book.nobodys.businessId], refused: [] });
  });
});

describe('POST /admin/appointments/bulk', () => {
  it('assigns each reservation the caller may, and says why the others were refused', async () => {
    const tokens = [book.mine.appointmentToken, book.theirs.appointmentToken];
    const res = await as(t, book, 'agent', 'POST', '/admin/appointments/bulk', {
      tokens,
      assigneeId: book.callers.agent.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      changed: [book.mine.appointmentToken],
      refused: [{ id: book.theirs.appointmentToken, code: 404, reason: 'Not found' }],
    });
    const list = await as(t, book, 'agent', 'GET', '/admin/appointments?assignee=me');
    expect(list.body.data.total).toBe(1);
    const other = await as(t, book, 'agent', 'POST', '/admin/appointments/bulk', {
      tokens,
      assigneeId: book.callers.operator.id,
    });
    expect(other.status).toBe(403);
    expect(
      (
        await as(t, book, 'auditor', 'POST', '/admin/appointments/bulk', {
          tokens,
          assigneeId: null,
        })
      ).status,
    ).toBe(403);
    expect(
      (await as(t, book, 'admin', 'POST', '/admin/appointments/bulk', { tokens })).status,
    ).toBe(400);
  });
});
