import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, upload } from './reservation-helpers.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { entriesFor } from './audit-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { as, expectedStatus, owners, staffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/**
 * Signatures are members' files like any upload (issue 13): staff read them by role and book
 * (an agent only in their own book, 404 elsewhere as for an unknown id), and every read is audited.
 */
let t: TestApp;
let book: StaffBook;
const signatures: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
  for (const owner of owners) {
    const { member, appointmentToken: reservationToken } = book[owner];
    const kind = 'signaturePolicyholder';
    const res = await upload(t, member, reservationToken, kind, fileFor(kind));
    expect(res.code, res.msg).toBe(200);
    signatures[owner] = res.data.id as string;
  }
});
afterAll(async () => {
  await t.close();
});

const callers: Caller[] = ['ADMIN_TOKEN', 'admin', 'operator', 'agent', 'auditor'];

describe('staff reading a signature', () => {
  it.each(callers)('%s reads those of its book only, as any upload', async (caller) => {
    for (const owner of owners) {
      const res = await as(t, book, caller, 'GET', `/admin/uploads/${signatures[owner]}`);
      expect(res.status, `${caller} ${owner}`).toBe(expectedStatus(caller, owner, false));
      if (res.status === 200) expect(res.res.headers['content-type']).toBe('image/png');
    }
  });

  it('lists it with the reservation and records who read it', async () => {
    const detail = await as(
      t,
      book,
      'auditor',
      'GET',
      `/admin/appointments/${book.mine.appointmentToken}`,
    );
    const kinds = (detail.body.data.uploads as { kind: string }[]).map((u) => u.kind);
    expect(kinds).toContain('signaturePolicyholder');
    const read = await as(t, book, 'auditor', 'GET', `/admin/uploads/${signatures.mine}`);
    expect(read.status).toBe(200);
    const auditor = book.callers.auditor;
    const reads = await entriesFor(t, 'upload', signatures.mine ?? '');
    expect(reads).toContainEqual({
      actor: { type: 'staff', id: auditor.id, name: auditor.name },
      action: 'read',
      changes: {},
    });
  });
});
