import { unzipSync } from 'fflate';
import { NOTE_MAX_LENGTH } from '@app/contract/admin/note-schemas';
import { describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { addNote, listNotes } from '../src/features/admin/notes-service.ts';
import { endAllWindows } from '../src/http/throttle.ts';
import type { TestApp } from './helpers.ts';
import { as, checkAccess, withStaffBook } from './staff-book-fixtures.ts';
import type { Caller, Owned, StaffBook } from './staff-book-fixtures.ts';

/**
 * Internal notes (issue 37 point 4): GET|POST /admin/notes?objectType=member|appointment|business
 * &objectId=… {text}; every role reads what it may see, writers add, an agent only in their book;
 * audited; no member call ever answers them.
 */
let t: TestApp;
let book: StaffBook;
withStaffBook((built) => ({ t, book } = built));

const callers: Caller[] = ['ADMIN_TOKEN', 'admin', 'operator', 'agent', 'auditor'];
const objects = {
  member: (o: Owned) => o.member.id,
  appointment: (o: Owned) => o.appointmentToken,
  business: (o: Owned) => o.businessId,
} as const;
const notesUrl = (type: string, id: string) => `/admin/notes?objectType=${type}&objectId=${id}`;

describe.each(Object.entries(objects))('notes on a %s', (type, idOf) => {
  const url = (o: Owned) => notesUrl(type, idOf(o));

  it.each(callers)('are read and written by %s by role and book', async (caller) => {
    await checkAccess(t, book, caller, { method: 'GET', url, write: false });
    await checkAccess(t, book, caller, {
      method: 'POST',
      url,
      body: () => ({ text: `a note by ${caller}` }),
      write: true,
    });
  });

  it('lists newest first with author and time, and audits each note', async () => {
    const o = book.nobodys;
    await as(t, book, 'operator', 'POST', url(o), { text: 'first' });
    const added = await as(t, book, 'admin', 'POST', url(o), { text: '  second  ' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      text: 'second',
      author: { id: book.callers.admin.id, name: book.callers.admin.name },
    });
    const list = (await as(t, book, 'auditor', 'GET', url(o))).body.data.list;
    expect(list.slice(0, 2).map((n: { text: string }) => n.text)).toEqual(['second', 'first']);
    expect(Date.parse(list[0].at)).toBeGreaterThan(Date.now() - 60_000);
    const entry = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'note')
      .where('object_type', '=', type)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_name).toBe(book.callers.admin.name);
    expect(JSON.parse(entry.changes)).toEqual({ note: { before: null, after: 'second' } });
  });

  it('validates the text and the object both ways', async () => {
    const o = book.nobodys;
    const post = (text: unknown, at = url(o)) => as(t, book, 'admin', 'POST', at, { text });
    expect((await post('x'.repeat(NOTE_MAX_LENGTH))).status).toBe(200);
    const long = await post('x'.repeat(NOTE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.body.data.fields.text).toBeTruthy();
    expect((await post('   ')).status).toBe(400);
    expect((await post(3)).status).toBe(400);
    const extra = await as(t, book, 'admin', 'POST', url(o), { text: 'x', pinned: true });
    expect(extra.status).toBe(400);
    expect(
      (await post('x', `/admin/notes?objectType=payment&objectId=${o.paymentId}`)).status,
    ).toBe(400);
    expect((await as(t, book, 'admin', 'GET', `/admin/notes?objectType=${type}`)).status).toBe(400);
  });
});

describe('a member', () => {
  it('never receives a note through any call of theirs', async () => {
    const o = book.mine;
    const marker = 'INTERNAL-ONLY-7c1e';
    for (const [type, idOf] of Object.entries(objects)) {
      const res = await as(t, book, 'agent', 'POST', notesUrl(type, idOf(o)), { text: marker });
      expect(res.status).toBe(200);
    }
    const token = o.member.token;
    const calls: [string, Record<string, string>][] = [
      ['policyholder/MemberInfo', {}],
      ['user/basicInfo', {}],
      ['policyholder/AppointList', {}],
      ['policyholder/checkAppointUrl', { token: o.appointmentToken }],
      ['insuranceservice/getbusinessforuser', {}],
      ['insuranceservice/GetSingleInsurance', { id: o.businessId }],
      ['insuranceservice/getstatuschange', { id: o.businessId }],
      ['insuranceservice/getpaymentrecords', { id: o.businessId }],
      ['user/notice', {}],
      ['user/accessLog', {}],
    ];
    for (const [path, fields] of calls) {
      const res = await t.call(path, fields, { token });
      expect(res.code, `${path}: ${res.msg}`).toBe(200);
      expect(res.http.body, path).not.toContain(marker);
    }
    await endAllWindows(t.app.ctx.db);
    const zip = await t.call('user/exportData', {}, { token });
    expect(zip.http.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.http.rawPayload));
    expect(Object.keys(entries)).toContain('data.json');
    for (const [name, bytes] of Object.entries(entries)) {
      expect(Buffer.from(bytes).toString('utf8'), name).not.toContain(marker);
    }
  });
});

describe('notes written in the same millisecond', () => {
  it('still list newest first (CI once saw two notes of one millisecond in either order)', async () => {
    const ctx = { ...t.app.ctx, access: scriptAccess };
    const query = { objectType: 'business' as const, objectId: book.theirs.businessId };
    const at = Date.now();
    for (const text of ['one', 'two', 'three']) await addNote(ctx, query, text, at);
    const { list } = await listNotes(ctx, query);
    expect(list.slice(0, 3).map((note) => note.text)).toEqual(['three', 'two', 'one']);
  });
});
