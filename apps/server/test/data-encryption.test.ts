import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validSection, VALID_CARD, VALID_CN_ID, VALID_HKID } from '@app/contract/testing/fixtures';
import { familyMemberFixture } from '@app/contract/testing/fixtures';
import { enums } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import type { FieldRow } from '@app/contract/sections/meta';
import { sectionTables } from '@app/contract/sections/tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { keyIdOf } from '../src/crypto/data-key.ts';
import { scriptAccess } from '../src/features/admin/access.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { up as encryptStored } from '../src/db/migrations/014-encrypt-sensitive.ts';
import {
  createReservation,
  fillReservation,
  save,
  saveValidSection,
  storedReservation,
  submit,
  today,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp, freshPostgres, postgresEnv } from './helpers.ts';
import { auditOf, loginAs } from './staff-admin-helpers.ts';
import type { TestApp, TestPostgres } from './helpers.ts';

/** Issue #13: ID, card, account and tax numbers are encrypted at rest (AES-256-GCM, DATA_KEY). */
const TAX_ID = 'A1234563';
const ACCOUNT = '123-456789-001';
const PLAIN = [VALID_CN_ID, VALID_HKID, VALID_CARD, TAX_ID, ACCOUNT];

/** What the database holds, raw: the SQLite files' bytes, or PostgreSQL's rows as text. */
async function rawStore(t: TestApp): Promise<string> {
  const { db, dialect } = t.app.ctx;
  if (dialect === 'sqlite') {
    const base = path.join(t.config.dataDir, 'app.sqlite');
    return [base, `${base}-wal`]
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString('latin1'))
      .join('\n');
  }
  const sections = await db.selectFrom('appointment_sections').select('data').execute();
  const people = await db.selectFrom('family_members').select('id_number').execute();
  return JSON.stringify([sections, people]);
}

const open = (t: TestApp, member: Member, token: string) =>
  t.call('policyholder/checkAppointUrl', { token }, { token: member.token });

const saveFamily = (t: TestApp, member: Member, idNumber: string) =>
  t.call(
    'user/saveSubUser',
    { ...familyMemberFixture(today()), idType: 'hkId', idNumber },
    { token: member.token },
  );

/** Fills an ITA reservation (ID numbers, card, tax ID) and a trust one's bank (account number). */
async function fillSensitive(t: TestApp, member: Member) {
  const ita = await createReservation(t, member, 'ita');
  await fillReservation(t, member, ita, 'ita');
  const trust = await createReservation(t, member, 'trust');
  const bank = await save(t, member, trust, 'bank', validSection('bank', 'trust', today()));
  expect(bank.code, bank.msg).toBe(200);
  expect((await saveFamily(t, member, VALID_HKID)).code).toBe(200);
  return { ita, trust };
}

describe('sensitive numbers at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are never in the database in plain text, and come back whole in the owner draft', async () => {
    const member = await addMember(t);
    const { ita, trust } = await fillSensitive(t, member);

    const raw = await rawStore(t);
    for (const plain of PLAIN) expect(raw).not.toContain(plain);
    expect(raw).toMatch(/enc:v1:[0-9a-f]{8}:/);

    const draft = (await open(t, member, ita)).data.sections;
    expect(draft.applicant.data.idNumber).toBe(VALID_CN_ID);
    expect(draft.insured.data.idNumber).toBe(VALID_HKID);
    expect(draft.ita.data).toMatchObject({ cardNumber: VALID_CARD, taxId: TAX_ID });
    expect(draft.ita.completed).toBe(true);
    expect((await open(t, member, trust)).data.sections.bank.data.accountNumber).toBe(ACCOUNT);
    const family = await t.call('user/subUserList', {}, { token: member.token });
    expect(family.data[0].idNumber).toBe(VALID_HKID);
  });

  it('of every section table of every product (tables.ts) are stored encrypted', async () => {
    const member = await addMember(t);
    for (const product of enums.productType) {
      const token = await createReservation(t, member, product);
      const { id } = await storedReservation(t, token);
      for (const section of productSections[product]) {
        const table: readonly FieldRow<string>[] = sectionTables[section];
        const sensitive = table.filter((row) => row.sensitive);
        if (sensitive.length === 0) continue;
        const data = validSection(section, product, today());
        await saveValidSection(t, member, token, product, section);
        const stored = await t.app.ctx.db
          .selectFrom('appointment_sections')
          .select('data')
          .where('appointment_id', '=', id)
          .where('section', '=', section)
          .executeTakeFirstOrThrow();
        const raw = JSON.parse(stored.data) as Record<string, unknown>;
        for (const { key } of sensitive) {
          if (!data[key]) continue;
          expect(raw[key], `${product}/${section}/${key}`).toMatch(/^enc:v1:/);
        }
      }
    }
  });

  it('stored in plain text before migration 014 are encrypted by it, once', async () => {
    const member = await addMember(t);
    const { ita } = await fillSensitive(t, member);
    const { db } = t.app.ctx;
    // As an older version stored them: in plain text.
    const applicant = validSection('applicant', 'ita', today());
    await db
      .updateTable('appointment_sections')
      .set({ data: JSON.stringify(applicant) })
      .where('section', '=', 'applicant')
      .execute();
    await db.updateTable('family_members').set({ id_number: VALID_HKID }).execute();
    expect(await rawStore(t)).toContain(VALID_CN_ID);

    await encryptStored(db as never);
    const once = await db.selectFrom('appointment_sections').select('data').execute();
    await encryptStored(db as never);
    expect(await db.selectFrom('appointment_sections').select('data').execute()).toEqual(once);
    const rows = await db.selectFrom('family_members').select('id_number').execute();
    const stored = JSON.stringify([once, rows]);
    for (const plain of PLAIN) expect(stored).not.toContain(plain);
    expect((await open(t, member, ita)).data.sections.applicant.data.idNumber).toBe(VALID_CN_ID);
  });

  it('are masked to staff, and shown in full only by an audited reveal', async () => {
    const member = await addMember(t);
    const { ita } = await fillSensitive(t, member);
    const staff = await loginAs(t, 'operator');

    const seen = await admin(t, 'GET', `/admin/appointments/${ita}`, undefined, staff.token);
    expect(seen.status).toBe(200);
    for (const plain of PLAIN) expect(JSON.stringify(seen.body)).not.toContain(plain);
    expect(seen.body.data.sections.ita.data.cardNumber).toBe(`${'*'.repeat(12)}1111`);
    expect(seen.body.data.sections.applicant.data.nameEn).toBe(
      validSection('applicant', 'ita', today()).nameEn,
    );

    const url = `/admin/appointments/${ita}/reveal`;
    const shown = await admin(t, 'POST', url, undefined, staff.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      token: ita,
      sections: {
        applicant: { idNumber: VALID_CN_ID },
        insured: { idNumber: VALID_HKID },
        ita: { cardNumber: VALID_CARD, taxId: TAX_ID },
      },
    });
    const { id } = await t.app.ctx.db
      .selectFrom('appointments')
      .select('id')
      .where('token', '=', ita)
      .executeTakeFirstOrThrow();
    const entries = (await auditOf(t, id)).filter((entry) => entry.action === 'reveal');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ object_type: 'appointment', actor_id: staff.id });
    expect(entries[0]?.changes).toEqual({
      fields: ['applicant.idNumber', 'insured.idNumber', 'ita.cardNumber', 'ita.taxId'],
    });
    // A member's token is not a staff one.
    expect((await admin(t, 'POST', url, undefined, member.token)).status).toBe(401);
  });

  it('show only their last four once submitted', async () => {
    const member = await addMember(t);
    const token = await createReservation(t, member, 'ita');
    await fillReservation(t, member, token, 'ita');
    const submitted = await submit(t, member, token);
    expect(submitted.code, submitted.msg).toBe(200);

    // The submit answer is the reservation as it now stands; the link no longer opens it.
    const { sections } = submitted.data;
    expect(sections.applicant.data.idNumber).toBe(`${'*'.repeat(14)}002X`);
    expect(sections.ita.data.cardNumber).toBe(`${'*'.repeat(12)}1111`);
    expect(sections.ita.data.taxId).toBe('****4563');
    expect(sections.applicant.data.nameEn).not.toContain('*');
  });
});

describe('key rotation', () => {
  const oldKey = crypto.randomBytes(32);
  const newKey = crypto.randomBytes(32);
  let dataDir: string;
  let postgres: TestPostgres | undefined;
  const apps: TestApp[] = [];

  /** An app on the one database of this test, with these keys. */
  async function appWith(keys: Record<string, string>) {
    const app = await buildTestApp({
      DATA_DIR: dataDir,
      ...(postgres ? postgresEnv(postgres.url) : {}),
      ...keys,
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-keys-'));
    postgres = await freshPostgres();
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads old rows with DATA_KEY_OLD, and data:reencrypt moves them to the new key', async () => {
    const first = await appWith({ DATA_KEY: oldKey.toString('base64') });
    const member = await addMember(first);
    const { ita } = await fillSensitive(first, member);
    expect(await rawStore(first)).toContain(`enc:v1:${keyIdOf(oldKey)}:`);
    // Staff asked for changes on the ITA section: its copy as it was then, sealed alike.
    const { db: firstDb } = first.app.ctx;
    const itaRow = await firstDb
      .selectFrom('appointment_sections')
      .select(['appointment_id', 'data'])
      .where('section', '=', 'ita')
      .executeTakeFirstOrThrow();
    await firstDb
      .insertInto('appointment_baselines')
      .values({ ...itaRow, section: 'ita', requested_at: Date.now() })
      .execute();
    await first.app.close();

    // Hex this time: either spelling of 32 bytes is a key.
    const second = await appWith({
      DATA_KEY: newKey.toString('hex'),
      DATA_KEY_OLD: oldKey.toString('base64'),
    });
    const before = (await open(second, member, ita)).data.sections;
    expect(before.applicant.data.idNumber).toBe(VALID_CN_ID);
    expect(before.ita.data.cardNumber).toBe(VALID_CARD);

    const run = commands['data:reencrypt'];
    if (!run) throw new Error('no data:reencrypt command');
    const ctx = { ...second.app.ctx, access: scriptAccess };
    const done = await run(ctx, { command: 'data:reencrypt', positionals: [], flags: {} });
    expect(done).toMatchObject({
      keyId: keyIdOf(newKey),
      // The four sections and the one copy taken with the change request.
      rewritten: { sections: 5, familyMembers: 1 },
    });
    // Again: nothing left under the old key.
    expect(await run(ctx, { command: 'data:reencrypt', positionals: [], flags: {} })).toMatchObject(
      { rewritten: { sections: 0, familyMembers: 0 } },
    );
    await second.app.close();

    // Without the old key now: everything reads, under the new key id only.
    const third = await appWith({ DATA_KEY: newKey.toString('base64') });
    const { db } = third.app.ctx;
    const rows = await db.selectFrom('appointment_sections').select('data').execute();
    const copies = await db.selectFrom('appointment_baselines').select('data').execute();
    const people = await db.selectFrom('family_members').select('id_number').execute();
    expect(copies).toHaveLength(1);
    const stored = JSON.stringify([rows, copies, people]);
    expect(stored).toContain(`enc:v1:${keyIdOf(newKey)}:`);
    expect(stored).not.toContain(`enc:v1:${keyIdOf(oldKey)}:`);
    const after = (await open(third, member, ita)).data.sections;
    expect(after.insured.data.idNumber).toBe(VALID_HKID);
    expect(after.ita.data.taxId).toBe(TAX_ID);
  });

  it('on the embedded database without DATA_KEY, keeps a key made once in DATA_DIR/data.key', async () => {
    // The embedded database on both test runs: the PostgreSQL run requires a DATA_KEY.
    const embedded = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'app-keyfile-')) };
    const alone = { ...embedded, DATABASE_URL: '', DATA_KEY: '' };
    const first = await buildTestApp(alone);
    apps.push(first);
    const file = path.join(embedded.DATA_DIR, 'data.key');
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    expect(key).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const member = await addMember(first);
    const { ita } = await fillSensitive(first, member);
    expect(await rawStore(first)).toContain(`enc:v1:${keyIdOf(key)}:`);
    await first.app.close();
    // A restart reads with the same key; the database file names it by its id only.
    const second = await buildTestApp(alone);
    apps.push(second);
    expect((await open(second, member, ita)).data.sections.ita.data.cardNumber).toBe(VALID_CARD);
    expect(await rawStore(second)).not.toContain(key.toString('base64'));
    fs.rmSync(embedded.DATA_DIR, { recursive: true, force: true });
  });

  it('refuses DATABASE_URL without DATA_KEY', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/none' }),
    ).toThrow(/DATA_KEY: is required with DATABASE_URL/);
  });

  it('refuses a DATA_KEY that is not 32 bytes', async () => {
    await expect(appWith({ DATA_KEY: 'c2hvcnQ=' })).rejects.toThrow(/DATA_KEY/);
  });
});
