import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { createReservation, saveValidSection } from './reservation-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  as,
  checkAccess,
  expectedStatus,
  owners,
  rules,
  staffBook,
} from './staff-book-fixtures.ts';
import type { Caller, Case, StaffBook } from './staff-book-fixtures.ts';
import { pdf } from './upload-files.ts';

/**
 * DESIGN.md "The handheld site": admin, operator and ADMIN_TOKEN read and write the whole book,
 * an agent only their own (404 outside it, the same answer as for an unknown id), an auditor reads
 * everything and writes nothing (403). One test per role and object type; function-level access
 * (401) is function-authorization.test.ts.
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

const check = (caller: Caller, c: Case) => checkAccess(t, book, caller, c);

async function currentStatus(businessId: string) {
  const row = await t.app.ctx.db
    .selectFrom('businesses')
    .select('status')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe.each(Object.keys(rules) as Caller[])('as %s', (caller) => {
  it('reservations: reads one within reach, lists only those', async () => {
    await check(caller, {
      method: 'GET',
      url: (o) => `/admin/appointments/${o.appointmentToken}`,
      write: false,
    });
    const list = await as(t, book, caller, 'GET', '/admin/appointments?size=100');
    expect(list.status).toBe(200);
    const tokens = list.body.data.list.map((a: { token: string }) => a.token);
    for (const owner of owners) {
      const shown = expectedStatus(caller, owner, false) === 200;
      expect(tokens.includes(book[owner].appointmentToken), owner).toBe(shown);
    }
  });

  it("reservations' sensitive numbers: revealed within reach, not to the auditor", async () => {
    await check(caller, {
      method: 'POST',
      url: (o) => `/admin/appointments/${o.appointmentToken}/reveal`,
      write: true,
    });
  });

  it('uploaded files: served within reach', async () => {
    const files = await check(caller, {
      method: 'GET',
      url: (o) => `/admin/uploads/${o.uploadId}`,
      write: false,
    });
    expect(files.mine?.res.headers['content-type']).toBe('image/png');
  });

  it('businesses: read, update and status change', async () => {
    await check(caller, {
      method: 'GET',
      url: (o) => `/admin/businesses/${o.businessId}`,
      write: false,
    });
    await check(caller, {
      method: 'PATCH',
      url: (o) => `/admin/businesses/${o.businessId}`,
      body: () => ({ remarks: `changed by ${caller}` }),
      write: true,
    });
    const before = await currentStatus(book.mine.businessId);
    const moved = await check(caller, {
      method: 'POST',
      url: (o) => `/admin/businesses/${o.businessId}/status`,
      // Always a status other than the current one, so every permitted move succeeds.
      body: () => ({ status: before === 'reviewing' ? 'submitted' : 'reviewing' }),
      write: true,
    });
    if (moved.mine?.status !== 200) expect(await currentStatus(book.mine.businessId)).toBe(before);
  });

  it('businesses: created for a member within reach', async () => {
    await check(caller, {
      method: 'POST',
      url: () => '/admin/businesses',
      body: (o) => ({ ownerEmail: o.member.email, productType: 'insurance' }),
      write: true,
    });
  });

  it('payment records: added and corrected within reach', async () => {
    await check(caller, {
      method: 'POST',
      url: (o) => `/admin/businesses/${o.businessId}/payments`,
      body: () => ({
        paymentDate: '2030-02-28',
        feeType: 'premium',
        currency: 'HKD',
        amount: '10.00',
      }),
      write: true,
    });
    await check(caller, {
      method: 'PATCH',
      url: (o) => `/admin/payments/${o.paymentId}`,
      body: () => ({ amount: '20.00' }),
      write: true,
    });
  });

  it('documents: viewed and attached within reach', async () => {
    const docs = await check(caller, {
      method: 'GET',
      url: (o) => `/admin/documents/${o.documentId}`,
      write: false,
    });
    expect(docs.mine?.res.headers['content-type']).toBe('application/pdf');
    await check(caller, {
      method: 'POST',
      url: (o) => `/admin/businesses/${o.businessId}/documents`,
      body: () => ({ name: 'schedule.pdf', contentBase64: pdf().toString('base64') }),
      write: true,
    });
  });

  it('reservation links: made for members within reach, owned by their maker', async () => {
    const links = await check(caller, {
      method: 'POST',
      url: () => '/admin/appointment-links',
      body: (o) => ({ email: o.member.email, productType: 'insurance' }),
      write: true,
    });
    const made = links.mine;
    if (made?.status !== 200) return;
    const stored = await t.app.ctx.db
      .selectFrom('appointments')
      .select('staff_id')
      .where('token', '=', made.body.data.token)
      .executeTakeFirstOrThrow();
    expect(stored.staff_id).toBe(book.callers[caller].id);
    const one = await as(t, book, caller, 'GET', `/admin/appointments/${made.body.data.token}`);
    expect(one.status).toBe(200);
  });

  it('business list and search: only businesses within reach', async () => {
    const list = await as(t, book, caller, 'GET', '/admin/businesses?size=100');
    expect(list.status).toBe(200);
    const ids = list.body.data.list.map((b: { id: string }) => b.id);
    for (const owner of owners) {
      const shown = expectedStatus(caller, owner, false) === 200;
      expect(ids.includes(book[owner].businessId), owner).toBe(shown);
      const found = await as(
        t,
        book,
        caller,
        'GET',
        `/admin/businesses?q=${encodeURIComponent(book[owner].member.email)}`,
      );
      expect(found.body.data.total > 0, `search ${owner}`).toBe(shown);
    }
  });
});

describe('an agent’s book', () => {
  it('holds a reservation their member filled in for someone else', async () => {
    const token = await createReservation(t, book.nobodys.member, 'insurance');
    expect((await as(t, book, 'agent', 'GET', `/admin/appointments/${token}`)).status).toBe(404);
    await saveValidSection(t, book.mine.member, token, 'insurance', 'applicant');
    expect((await as(t, book, 'agent', 'GET', `/admin/appointments/${token}`)).status).toBe(200);
  });

  it('holds the links they made, whoever the member’s agent is', async () => {
    // Agents make links only for their own members (refused above); a link made before its
    // member joined another book is such a row.
    const token = book.theirs.appointmentToken;
    const setLinkOwner = (staffId: string | null) =>
      t.app.ctx.db
        .updateTable('appointments')
        .set({ staff_id: staffId })
        .where('token', '=', token)
        .execute();
    await setLinkOwner(book.callers.agent.id);
    expect((await as(t, book, 'agent', 'GET', `/admin/appointments/${token}`)).status).toBe(200);
    const upload = await as(t, book, 'agent', 'GET', `/admin/uploads/${book.theirs.uploadId}`);
    expect(upload.status).toBe(200);
    await setLinkOwner(null);
    expect((await as(t, book, 'agent', 'GET', `/admin/appointments/${token}`)).status).toBe(404);
  });
});
