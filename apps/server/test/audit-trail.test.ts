import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { entriesFor } from './audit-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { as, staffBook } from './staff-book-fixtures.ts';
import type { StaffBook } from './staff-book-fixtures.ts';
import { pdf } from './upload-files.ts';

/**
 * Issue 10 item 4: every staff write and every staff read of a member's file leaves exactly one
 * audit entry (who, what, the fields before and after), written in the write's transaction.
 */
let t: TestApp;
let book: StaffBook;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
});
afterAll(async () => {
  await t.close();
});

const operator = () => ({
  type: 'staff',
  id: book.callers.operator.id,
  name: book.callers.operator.name,
});

describe('each staff write leaves exactly one entry', () => {
  it('business create, update and status change', async () => {
    const created = await as(t, book, 'operator', 'POST', '/admin/businesses', {
      ownerEmail: book.mine.member.email,
      productType: 'insurance',
      orderNo: 'BO-AUDIT-1',
      insurer: 'AIA',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect(await entriesFor(t, 'business', id)).toEqual([
      {
        actor: operator(),
        action: 'create',
        changes: expect.objectContaining({
          orderNo: { before: null, after: 'BO-AUDIT-1' },
          insurer: { before: null, after: 'AIA' },
          status: { before: null, after: 'submitted' },
          productType: { before: null, after: 'insurance' },
          ownerId: { before: null, after: book.mine.member.id },
        }),
      },
    ]);

    const patched = await as(t, book, 'operator', 'PATCH', `/admin/businesses/${id}`, {
      insurer: null,
      policyNo: 'P-9',
    });
    expect(patched.status).toBe(200);
    const moved = await as(t, book, 'operator', 'POST', `/admin/businesses/${id}/status`, {
      status: 'inForce',
      note: 'issued',
    });
    expect(moved.status).toBe(200);
    // Steps may share a millisecond, so each entry is picked by its action.
    const entries = await entriesFor(t, 'business', id);
    const [update, status] = ['update', 'status'].map((a) => entries.find((e) => e.action === a));
    expect(update).toEqual({
      actor: operator(),
      action: 'update',
      changes: {
        insurer: { before: 'AIA', after: null },
        policyNo: { before: null, after: 'P-9' },
      },
    });
    expect(status).toEqual({
      actor: operator(),
      action: 'status',
      changes: {
        status: { before: 'submitted', after: 'inForce' },
        note: { before: null, after: 'issued' },
      },
    });
    expect(entries).toHaveLength(3);
  });

  it('payment add and correction', async () => {
    const added = await as(
      t,
      book,
      'operator',
      'POST',
      `/admin/businesses/${book.mine.businessId}/payments`,
      { paymentDate: '2030-03-31', feeType: 'premium', currency: 'HKD', amount: '500.00' },
    );
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const fixed = await as(t, book, 'operator', 'PATCH', `/admin/payments/${id}`, {
      amount: '600.00',
      status: 'refunded',
    });
    expect(fixed.status).toBe(200);
    const entries = await entriesFor(t, 'payment', id);
    expect(entries).toHaveLength(2);
    const [create, update] = ['create', 'update'].map((a) => entries.find((e) => e.action === a));
    expect(create).toMatchObject({
      actor: operator(),
      action: 'create',
      changes: {
        businessId: { before: null, after: book.mine.businessId },
        amount: { before: null, after: '500.00' },
        status: { before: null, after: 'paid' },
      },
    });
    expect(update).toEqual({
      actor: operator(),
      action: 'update',
      changes: {
        amount: { before: '500.00', after: '600.00' },
        status: { before: 'paid', after: 'refunded' },
      },
    });
  });

  it('document attach, by a script with ADMIN_TOKEN', async () => {
    const res = await as(
      t,
      book,
      'ADMIN_TOKEN',
      'POST',
      `/admin/businesses/${book.mine.businessId}/documents`,
      { name: 'schedule.pdf', contentBase64: pdf().toString('base64') },
    );
    expect(res.status).toBe(200);
    expect(await entriesFor(t, 'document', res.body.data.id)).toEqual([
      {
        actor: { type: 'script', id: null, name: 'ADMIN_TOKEN' },
        action: 'create',
        changes: {
          id: { before: null, after: res.body.data.id },
          businessId: { before: null, after: book.mine.businessId },
          name: { before: null, after: 'schedule.pdf' },
          mime: { before: null, after: 'application/pdf' },
          size: { before: null, after: pdf().length },
        },
      },
    ]);
  });

  it('reservation link, named by its token', async () => {
    const res = await as(t, book, 'agent', 'POST', '/admin/appointment-links', {
      email: book.mine.member.email,
      productType: 'education',
    });
    expect(res.status).toBe(200);
    const agent = book.callers.agent;
    expect(await entriesFor(t, 'appointment', res.body.data.token)).toEqual([
      {
        actor: { type: 'staff', id: agent.id, name: agent.name },
        action: 'create',
        changes: {
          productType: { before: null, after: 'education' },
          invitedEmail: { before: null, after: book.mine.member.email },
          staffId: { before: null, after: agent.id },
        },
      },
    ]);
  });
});
