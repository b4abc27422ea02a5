import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import {
  createReservation,
  fillReservation,
  newMember,
  submit,
  upload,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { entriesFor } from './audit-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { mailsOfMember, noticesOfMember } from './notify-helpers.ts';
import { addPayee, slipId, submittedRemittance } from './remittance-helpers.ts';
import { png, storedImage } from './upload-files.ts';

/**
 * Retention (DESIGN.md): drafts not submitted within 90 days go with their sections and files,
 * warned once 7 days before; files no reservation uses go after a day; nothing of a submitted
 * reservation, no slip in use. Run as `jobs:run --at` runs it, on SQLite and on PostgreSQL.
 */
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t?.close();
});

/** `npm run admin -- jobs:run --at <ISO>` on the test app's database. */
async function jobsRunAt(at: number): Promise<any> {
  const args = parseArgs(['jobs:run', '--at', new Date(at).toISOString()]);
  return commands[args.command]!({ ...t.app.ctx, access: scriptAccess }, args);
}

const db = () => t.app.ctx.db;

const reservationRow = (token: string) =>
  db().selectFrom('appointments').selectAll().where('token', '=', token).executeTakeFirst();

const uploadRow = (id: string) =>
  db().selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();

const isStored = async (id: string) => {
  const row = await uploadRow(id);
  return row ? t.app.ctx.files.exists('uploads', row.storage_name) : false;
};

/** As if the draft was last saved at `at` (saves cannot be made in the past). */
async function lastSaved(token: string, at: number) {
  await db()
    .updateTable('appointments')
    .set({ updated_at: at })
    .where('token', '=', token)
    .execute();
}

async function uploaded(member: Member, token: string, kind = 'idCardFront') {
  const res = await upload(t, member, token, kind, { name: `${kind}.png`, content: png() });
  expect(res.code, res.msg).toBe(200);
  return res.data.id as string;
}

const draftWarnings = async (member: Member) =>
  (await noticesOfMember(t, member.id)).filter((n) => n.dedupe_key?.startsWith('retention:'));

describe('drafts not submitted within 90 days', () => {
  it('warns the creator once at 83 days, keeps the draft at 89 days, removes exactly it at 90', async () => {
    const T0 = Date.now();
    const owner = await newMember(t);
    const expiring = await createReservation(t, owner, 'trust');
    const scan = await uploaded(owner, expiring);
    const storage = (await uploadRow(scan))!.storage_name;
    const younger = await createReservation(t, owner, 'trust');
    await lastSaved(expiring, T0);
    await lastSaved(younger, T0 + DAY);

    // 82 days: nothing yet.
    await jobsRunAt(T0 + 82 * DAY);
    expect(await draftWarnings(owner)).toHaveLength(0);
    // 83 days: one warning, in the app and by mail, in both languages.
    const warned = await jobsRunAt(T0 + 83 * DAY);
    expect(warned.jobs.retention.draftsWarned).toBeGreaterThanOrEqual(1);
    const [notice, ...more] = await draftWarnings(owner);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ kind: 'reminder' });
    expect(notice!.title_en).toMatch(
      /^Your Trust reservation draft will be deleted on \d{4}-\d{2}-\d{2}$/,
    );
    expect(notice!.title_zh).toContain('预约草稿将于');
    expect(notice!.link).toBe(`/pages/appointment/index?token=${expiring}`);
    const mails = (await mailsOfMember(t, owner.id)).filter((m) =>
      m.dedupe_key?.startsWith('retention:'),
    );
    expect(mails).toHaveLength(1);
    // Once only: the same run again, and the next day, tell nothing more.
    await jobsRunAt(T0 + 83 * DAY + 60_000);
    await jobsRunAt(T0 + 84 * DAY);
    expect(await draftWarnings(owner)).toHaveLength(2); // the younger draft's, a day later
    expect(await reservationRow(expiring)).toBeDefined();

    // 89 days: still there.
    await jobsRunAt(T0 + 89 * DAY);
    expect(await reservationRow(expiring)).toBeDefined();
    // 90 days: the draft, its sections, its upload row and file go; the younger draft stays.
    const run = await jobsRunAt(T0 + 90 * DAY);
    expect(run.jobs.retention.draftsDeleted).toBeGreaterThanOrEqual(1);
    expect(await reservationRow(expiring)).toBeUndefined();
    expect(await uploadRow(scan)).toBeUndefined();
    expect(await t.app.ctx.files.exists('uploads', storage)).toBe(false);
    expect(await reservationRow(younger)).toBeDefined();
    const removed = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'delete')
      .where('object_type', '=', 'appointment')
      .where('actor_name', '=', 'retention')
      .execute();
    expect(removed.length).toBeGreaterThanOrEqual(1);
    // The link now answers "link invalid".
    const check = await t.call(
      'policyholder/checkAppointUrl',
      { token: expiring },
      { token: owner.token },
    );
    expect(check.code).toBe(410);
  });

  it('never removes a draft without 7 days’ warning, and a save starts the 90 days again', async () => {
    const T0 = Date.now();
    const owner = await newMember(t);
    const forgotten = await createReservation(t, owner, 'trust');
    // Already 120 days unsaved when the job first runs (it was off): warned now, not removed.
    await lastSaved(forgotten, T0 - 120 * DAY);
    await jobsRunAt(T0);
    expect(await reservationRow(forgotten)).toBeDefined();
    expect(await draftWarnings(owner)).toHaveLength(1);
    await jobsRunAt(T0 + 6 * DAY);
    expect(await reservationRow(forgotten)).toBeDefined();
    // Saved again before the day: kept, and the next warning comes 83 days after that save.
    await uploaded(owner, forgotten);
    const saved = Number((await reservationRow(forgotten))!.updated_at);
    await jobsRunAt(saved + 82 * DAY);
    expect(await reservationRow(forgotten)).toBeDefined();
    expect(await draftWarnings(owner)).toHaveLength(1);
    await jobsRunAt(saved + 83 * DAY);
    expect(await draftWarnings(owner)).toHaveLength(2);
  });

  it('never removes a submitted reservation or its files, replaced ones included', async () => {
    const owner = await newMember(t);
    const token = await createReservation(t, owner, 'trust');
    const first = await uploaded(owner, token, 'idCardFront');
    await fillReservation(t, owner, token, 'trust');
    expect((await submit(t, owner, token)).code).toBe(200);
    const row = await reservationRow(token);
    await jobsRunAt(Number(row!.updated_at) + 200 * DAY);
    expect(await reservationRow(token)).toMatchObject({ status: 'submitted' });
    expect(await uploadRow(first)).toBeDefined();
    expect(await isStored(first)).toBe(true);
  });
});

describe('files no reservation uses', () => {
  it('removes a replaced upload of a draft after a day, keeps the newest and the one its section names', async () => {
    const owner = await newMember(t);
    const token = await createReservation(t, owner, 'trust');
    const replaced = await uploaded(owner, token, 'passFront');
    const second = await uploaded(owner, token, 'passFront');
    const { uploads } = await fillReservation(t, owner, token, 'trust');
    // The section names the ids fillReservation uploaded; a retake after the save is not named.
    const named = uploads.idCardFront!;
    const retake = await uploaded(owner, token, 'idCardFront');
    const createdAt = Number((await uploadRow(replaced))!.created_at);

    // Less than a day old: everything stays.
    await jobsRunAt(createdAt + DAY - 60_000);
    for (const id of [replaced, second, named, retake]) expect(await uploadRow(id)).toBeDefined();
    // A day later: the replaced file of passFront that nothing names goes, row and file.
    const storage = (await uploadRow(replaced))!.storage_name;
    await jobsRunAt(createdAt + DAY + 60_000);
    expect(await uploadRow(replaced)).toBeUndefined();
    expect(await t.app.ctx.files.exists('uploads', storage)).toBe(false);
    expect(await uploadRow(second)).toBeUndefined(); // fillReservation's passFront replaced it
    // The section's file and the newest retake stay.
    expect(await uploadRow(named)).toBeDefined();
    expect(await isStored(named)).toBe(true);
    expect(await uploadRow(retake)).toBeDefined();
    expect(await uploadRow(uploads.passFront!)).toBeDefined();
    const audit = await entriesFor(t, 'upload', replaced);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'delete',
        changes: { reason: 'replaced', name: 'passFront.png' },
      }),
    ]);
  });

  it('removes a slip no remittance uses after a day, keeps a fresh one and one in use', async () => {
    const owner = await newMember(t);
    const unused = await slipId(t, owner);
    const businessId = await addBusiness(t, owner.id);
    const payeeId = await addPayee(t, { insurer: 'AIA' });
    const remittanceId = await submittedRemittance(t, owner, businessId, payeeId);
    const inUse = (
      await db()
        .selectFrom('remittances')
        .select('slip_upload_id')
        .where('id', '=', remittanceId)
        .executeTakeFirstOrThrow()
    ).slip_upload_id;
    const createdAt = Number((await uploadRow(unused))!.created_at);

    await jobsRunAt(createdAt + DAY - 60_000);
    expect(await uploadRow(unused)).toBeDefined();
    await jobsRunAt(createdAt + 2 * DAY);
    expect(await uploadRow(unused)).toBeUndefined();
    expect(await uploadRow(inUse)).toBeDefined();
    expect(await isStored(inUse)).toBe(true);
  });
});

describe('the upload quota', () => {
  it('stops counting a replaced upload at once', async () => {
    const size = (await storedImage(png(), 'image/png')).length;
    const small = await buildTestApp({ UPLOAD_QUOTA_BYTES: String(size * 2) });
    try {
      const owner = await newMember(small);
      const link = await createReservation(small, owner, 'trust');
      const send = (kind: string) =>
        upload(small, owner, link, kind, { name: `${kind}.png`, content: png() });
      expect((await send('idCardFront')).code).toBe(200);
      expect((await send('idCardBack')).code).toBe(200);
      // The quota is full, yet a retake of the front replaces the first one and is taken.
      expect((await send('idCardFront')).code).toBe(200);
      expect((await send('idCardBack')).code).toBe(200);
      // A third kind would be a third file in use: refused.
      const over = await send('passFront');
      expect(over.code).toBe(400);
      expect(over.data.fields.file).toBe('You have used all your upload space');
    } finally {
      await small.close();
    }
  });
});

describe('the words of sent mails', () => {
  /** A mail row as the outbox leaves it, sent (or given up on) at `sentAt`. */
  async function mailRow(memberId: string, status: 'sent' | 'failed', sentAt: number) {
    const id = `mail-${status}-${sentAt}-${Math.random()}`;
    await db()
      .insertInto('mail_outbox')
      .values({
        id,
        member_id: memberId,
        to_address: 'chan@example.com',
        kind: 'status',
        language: 'en-US',
        subject: 'Business BO-1 is now in force',
        text_body: 'Dear Chan Tai Man, business BO-1 is now in force.',
        html_body: '<p>Dear Chan Tai Man</p>',
        dedupe_key: id,
        status,
        attempts: 1,
        next_attempt_at: sentAt,
        created_at: sentAt,
        sent_at: status === 'sent' ? sentAt : null,
      })
      .execute();
    return () =>
      db().selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('are blanked 90 days after sending; the row, its address and times stay', async () => {
    const member = await newMember(t);
    const now = Date.now();
    const old = await mailRow(member.id, 'sent', now - 91 * DAY);
    const recent = await mailRow(member.id, 'sent', now - 89 * DAY);
    const givenUp = await mailRow(member.id, 'failed', now - 200 * DAY);

    const summary = await jobsRunAt(now);
    expect(summary.jobs.retention.mailsBlanked).toBeGreaterThanOrEqual(1);
    expect(await old()).toMatchObject({
      subject: '(removed after 90 days)',
      text_body: '',
      html_body: null,
      to_address: 'chan@example.com',
      kind: 'status',
      status: 'sent',
    });
    expect(Number((await old()).sent_at)).toBe(now - 91 * DAY);
    expect(await recent()).toMatchObject({ text_body: expect.stringContaining('Chan Tai Man') });
    // Staff may still retry a mail given up on: it keeps what it has to say.
    expect(await givenUp()).toMatchObject({ text_body: expect.stringContaining('Chan Tai Man') });
  });
});
