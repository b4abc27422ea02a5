import { unzipSync } from 'fflate';
import { familyMemberFixture, validSection } from '@app/contract/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllWindows } from '../src/http/throttle.ts';
import { ADMIN_TOKEN, admin, attachDocument } from './admin-helpers.ts';
import { createReservation, newMember, save, today, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness, addPayment } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { entriesFor } from './audit-helpers.ts';
import { accessLog } from './privacy-helpers.ts';
import { slipId } from './remittance-helpers.ts';
import { STORED_FILE_CSP } from '../src/files/send-stored.ts';
import { jpeg, pdf, png, storedImage } from './upload-files.ts';

/**
 * user/exportData answers the ZIP itself: data.json with everything held about the caller and
 * every file they own under files/, nothing of another member's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t?.close();
});

async function exportOf(member: Member) {
  // One export a minute: each test starts a fresh window.
  await endAllWindows(t.app.ctx.db);
  const res = await t.call('user/exportData', {}, { token: member.token });
  return res.http;
}

function unzip(body: Buffer) {
  const entries = unzipSync(new Uint8Array(body));
  const data = JSON.parse(Buffer.from(entries['data.json'] ?? []).toString('utf8'));
  return { entries, data };
}

/** A member with a bit of everything: a draft with a section and a scan, a business, a slip. */
async function memberWithData(name: string) {
  const member = await newMember(t);
  await t.app.ctx.db.updateTable('members').set({ name }).where('id', '=', member.id).execute();
  const link = await createReservation(t, member, 'trust');
  const bank = validSection('bank', 'trust', today());
  expect((await save(t, member, link, 'bank', bank)).code).toBe(200);
  const scan = await upload(t, member, link, 'idCardFront', {
    name: `${name}-id.jpg`,
    content: jpeg(),
  });
  expect(scan.code, scan.msg).toBe(200);
  const businessId = await addBusiness(t, member.id);
  await addPayment(t, businessId, '2026-01-31');
  const docId = await attachDocument(t, businessId, `${name} policy.pdf`, pdf());
  const slip = await slipId(t, member);
  const family = await t.call('user/saveSubUser', familyMemberFixture(today()), {
    token: member.token,
  });
  expect(family.code, family.msg).toBe(200);
  return { member, link, scanId: scan.data.id as string, businessId, docId, slip, bank };
}

describe('user/exportData', () => {
  it('answers a ZIP of the member’s data and files, and nothing of another member’s', async () => {
    const a = await memberWithData('Alice');
    const b = await memberWithData('Bob');
    const http = await exportOf(a.member);
    expect(http.statusCode).toBe(200);
    expect(http.headers['content-type']).toBe('application/zip');
    expect(http.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''my-data-[\d-]+\.zip$/,
    );
    expect(http.headers['content-security-policy']).toBe(STORED_FILE_CSP);
    expect(http.headers['cache-control']).toBe('private, no-store');
    const { entries, data } = unzip(http.rawPayload);

    expect(data.member).toMatchObject({ id: a.member.id, name: 'Alice' });
    expect(data.member.passwordHash).toBeUndefined();
    expect(data.familyMembers).toHaveLength(1);
    // ID numbers are encrypted at rest; the member's own export has them in full.
    expect(data.familyMembers[0]).toMatchObject({
      chineseName: '陈小明',
      idNumber: familyMemberFixture(today()).idNumber,
    });
    // The member's own data in full: the bank account number as they typed it.
    const [reservation] = data.reservations;
    expect(reservation.sections.bank.data).toEqual(a.bank);
    expect(reservation.uploads.map((u: any) => u.id)).toEqual([a.scanId]);
    const [business] = data.businesses;
    expect(business.id).toBe(a.businessId);
    expect(business.payments).toHaveLength(1);
    expect(business.statusHistory.length).toBeGreaterThan(0);
    expect(business.documents.map((d: any) => d.id)).toEqual([a.docId]);
    expect(data.ownFiles.map((f: any) => f.id)).toEqual([a.slip]);
    expect(data.missingFiles).toEqual([]);

    // Every file of Alice's, with its bytes; none of Bob's.
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      [
        'data.json',
        `files/documents/${a.docId}-Alice policy.pdf`,
        `files/slips/${a.slip}-slip.png`,
        `files/uploads/${a.scanId}-Alice-id.jpg`,
      ].sort(),
    );
    expect(Buffer.from(entries[`files/uploads/${a.scanId}-Alice-id.jpg`] ?? [])).toEqual(
      await storedImage(jpeg(), 'image/jpeg'),
    );
    expect(Buffer.from(entries[`files/documents/${a.docId}-Alice policy.pdf`] ?? [])).toEqual(
      pdf(),
    );
    const text = JSON.stringify(data);
    for (const theirs of [b.member.id, b.scanId, b.businessId, b.docId, b.slip, 'Bob']) {
      expect(text).not.toContain(theirs);
      expect(names.join('\n')).not.toContain(theirs);
    }
  });

  it('records the export in the audit log and each file read in the access log', async () => {
    const { member } = await memberWithData('Carol');
    expect((await exportOf(member)).statusCode).toBe(200);
    const audit = await entriesFor(t, 'member', member.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'export',
        actor: expect.objectContaining({ type: 'member', id: member.id, name: 'Carol' }),
      }),
    ]);
    const log = (await accessLog(t, member)).data.list;
    expect(log.map((e: any) => e.via)).toEqual(['export', 'export', 'export']);
    expect(log.every((e: any) => e.who.self)).toBe(true);
    const read = log.map((e: any) => e.file.type).sort();
    expect(read).toEqual(['document', 'slip', 'upload']);
    // The next export's data.json holds the access log, this export's reads included.
    const { data } = unzip(await exportOf(member).then((h) => h.rawPayload));
    expect(data.accessLog.length).toBe(6);
    expect(data.accessLog[0]).toMatchObject({ self: true, via: 'export' });
  });

  it('is one a minute per member: a second one within the minute is body code 429', async () => {
    const member = await newMember(t);
    expect((await exportOf(member)).statusCode).toBe(200);
    const again = await t.call('user/exportData', {}, { token: member.token });
    expect(again.code).toBe(429);
    expect(again.data.retryAfter).toBeGreaterThan(0);
    expect(again.http.headers['content-type']).toMatch(/json/);
    // Another member is not held up by it.
    const other = await newMember(t);
    expect((await t.call('user/exportData', {}, { token: other.token })).http.statusCode).toBe(200);
  });

  it('lists a file missing on disk instead of failing, and a member without data gets an empty export', async () => {
    const member = await newMember(t);
    const link = await createReservation(t, member, 'trust');
    const sent = await upload(t, member, link, 'passBack', { name: 'gone.png', content: png() });
    await t.app.ctx.db
      .updateTable('uploads')
      .set({ storage_name: 'not-on-disk' })
      .where('id', '=', sent.data.id)
      .execute();
    const { entries, data } = unzip((await exportOf(member)).rawPayload);
    expect(data.missingFiles).toEqual([`files/uploads/${sent.data.id}-gone.png`]);
    expect(Object.keys(entries)).toEqual(['data.json']);
    const empty = unzip((await exportOf(await newMember(t))).rawPayload).data;
    expect(empty).toMatchObject({ reservations: [], businesses: [], accessLog: [] });
  });

  it('needs a member session: none, or a staff token, is 401 in the envelope', async () => {
    expect((await t.call('user/exportData')).code).toBe(401);
    const res = await admin(t, 'GET', '/admin/me');
    expect(res.status).toBe(200);
    expect((await t.call('user/exportData', {}, { token: ADMIN_TOKEN })).code).toBe(401);
  });
});
