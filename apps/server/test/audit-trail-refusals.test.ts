import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { countEntries, entriesFor } from './audit-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { as, staffBook } from './staff-book-fixtures.ts';
import type { StaffBook } from './staff-book-fixtures.ts';
import { pdf } from './upload-files.ts';
import { storedNames } from './stored-files.ts';

/**
 * Issue 10 item 4, continued (audit-trail.test.ts has the entries of each write): a refused write
 * leaves no entry, a staff read of a member's file leaves one, and an entry and its write commit
 * together or not at all.
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

describe('refused writes leave none', () => {
  const businessUrl = () => `/admin/businesses/${book.theirs.businessId}`;
  const refusals = [
    ['400 invalid field', 'operator', 'PATCH', businessUrl, { currency: 'dollars' }, 400],
    // Refused for the role before the body is validated.
    ['403 auditor', 'auditor', 'PATCH', businessUrl, { currency: 'dollars' }, 403],
    ['404 outside the book', 'agent', 'PATCH', businessUrl, { remarks: 'x' }, 404],
    ['404 unknown id', 'operator', 'PATCH', () => `/admin/payments/${book.unknown}`, {}, 404],
    // Nothing in this file moves that business from the status it was created with.
    [
      '409 same status',
      'operator',
      'POST',
      () => `${businessUrl()}/status`,
      { status: 'submitted' },
      409,
    ],
  ] as const;

  it.each(refusals)('%s', async (_name, caller, method, url, body, status) => {
    const before = await countEntries(t);
    const res = await as(t, book, caller, method, url(), body);
    expect(res.status).toBe(status);
    expect(await countEntries(t)).toBe(before);
  });

  it('a link an agent may not make', async () => {
    const before = await countEntries(t);
    const res = await as(t, book, 'agent', 'POST', '/admin/appointment-links', {
      email: book.nobodys.member.email,
      productType: 'insurance',
    });
    expect(res.status).toBe(404);
    expect(await countEntries(t)).toBe(before);
  });
});

describe('staff reads of members’ files', () => {
  it('records a read of an upload and of a document, by whom', async () => {
    const upload = await as(t, book, 'auditor', 'GET', `/admin/uploads/${book.nobodys.uploadId}`);
    expect(upload.status).toBe(200);
    const doc = await as(t, book, 'agent', 'GET', `/admin/documents/${book.mine.documentId}`);
    expect(doc.status).toBe(200);
    const auditor = book.callers.auditor;
    const agent = book.callers.agent;
    expect(await entriesFor(t, 'upload', book.nobodys.uploadId)).toEqual([
      { actor: { type: 'staff', id: auditor.id, name: auditor.name }, action: 'read', changes: {} },
    ]);
    expect(await entriesFor(t, 'document', book.mine.documentId)).toContainEqual({
      actor: { type: 'staff', id: agent.id, name: agent.name },
      action: 'read',
      changes: {},
    });
  });

  it('records nothing for a file it does not show', async () => {
    const before = await countEntries(t);
    expect(
      (await as(t, book, 'agent', 'GET', `/admin/uploads/${book.theirs.uploadId}`)).status,
    ).toBe(404);
    expect((await as(t, book, 'admin', 'GET', `/admin/documents/${book.unknown}`)).status).toBe(
      404,
    );
    expect(await countEntries(t)).toBe(before);
  });
});

describe('an entry and its write are one', () => {
  /** Makes every audit insert fail for a while, without losing a row: the table is renamed. */
  async function withoutAuditTable(run: () => Promise<void>) {
    const db = t.app.ctx.db;
    await db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      await run();
    } finally {
      await db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
  }

  const documentFiles = async () => (await storedNames(t, 'documents')).length;

  it('writes nothing when its entry cannot be written, and shows no file unrecorded', async () => {
    const id = book.nobodys.businessId;
    const business = () =>
      t.app.ctx.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
    const counts = async () => {
      const db = t.app.ctx.db;
      const n = (table: 'payment_records' | 'business_documents' | 'appointments' | 'businesses') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
      return Promise.all([
        n('payment_records'),
        n('business_documents'),
        n('appointments'),
        n('businesses'),
      ]);
    };
    const [rowBefore, countsBefore, filesBefore] = [
      await business(),
      await counts(),
      await documentFiles(),
    ];
    await withoutAuditTable(async () => {
      const writes = [
        [
          'POST',
          '/admin/businesses',
          { ownerEmail: book.nobodys.member.email, productType: 'trust' },
        ],
        ['PATCH', `/admin/businesses/${id}`, { remarks: 'never stored' }],
        ['POST', `/admin/businesses/${id}/status`, { status: 'declined' }],
        [
          'POST',
          `/admin/businesses/${id}/payments`,
          {
            paymentDate: '2030-04-30',
            feeType: 'premium',
            currency: 'HKD',
            amount: '1.00',
          },
        ],
        ['PATCH', `/admin/payments/${book.nobodys.paymentId}`, { amount: '9.99' }],
        [
          'POST',
          `/admin/businesses/${id}/documents`,
          {
            name: 'x.pdf',
            contentBase64: pdf().toString('base64'),
          },
        ],
        [
          'POST',
          '/admin/appointment-links',
          { email: book.nobodys.member.email, productType: 'trust' },
        ],
        ['GET', `/admin/uploads/${book.nobodys.uploadId}`, undefined],
        ['GET', `/admin/documents/${book.nobodys.documentId}`, undefined],
      ] as const;
      for (const [method, url, body] of writes) {
        const res = await as(t, book, 'operator', method, url, body);
        expect(res.status, `${method} ${url}`).toBe(500);
        expect(res.res.headers['content-type'], `${method} ${url}`).toMatch(/json/);
      }
    });
    expect(await business()).toEqual(rowBefore);
    expect(await counts()).toEqual(countsBefore);
    const payment = await t.app.ctx.db
      .selectFrom('payment_records')
      .select('amount')
      .where('id', '=', book.nobodys.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe('1000.00');
    // The refused document's copy is removed again.
    expect(await documentFiles()).toBe(filesBefore);
    // Writes work again, each with its entry.
    const again = await as(t, book, 'operator', 'PATCH', `/admin/businesses/${id}`, {
      remarks: 'ok',
    });
    expect(again.status).toBe(200);
    expect((await entriesFor(t, 'business', id)).map((entry) => entry.changes)).toEqual([
      { remarks: { before: null, after: 'ok' } },
    ]);
  });
});
