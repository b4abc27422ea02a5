import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '../src/crypto/data-key.ts';
import { scriptAccess } from '../src/features/admin/access.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { ADMIN_TOKEN, attachDocument } from './admin-helpers.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp, dataOf, postgresEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';
import { storedNames } from './stored-files.ts';
import { pdf, png } from './upload-files.ts';

/**
 * Issue 34 point 9: DATA_DIR is 0700 and what the server writes in it 0600, and the handheld
 * site's RSA private key is stored encrypted under DATA_KEY, never as a PEM in the database.
 */
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let primary: TestApp;
let dataDir: string;
/** Apps opened on primary's data beside it, closed at the end (primary drops its database). */
const others: TestApp[] = [];
/** Apps with a folder and database of their own, closed (and removed) after those. */
const owned: TestApp[] = [];
beforeAll(async () => {
  primary = await buildTestApp({ ADMIN_TOKEN });
  dataDir = primary.config.dataDir;
});
afterAll(async () => {
  for (const app of others) await app.app.close();
  for (const app of owned) await app.close();
  await primary.close();
});

/** Another app on primary's DATA_DIR and database, as a restart of the server would be. */
async function appOn(env: Record<string, string> = {}): Promise<TestApp> {
  const url = primary.config.databaseUrl;
  const app = await buildTestApp({
    ADMIN_TOKEN,
    DATA_DIR: dataDir,
    ...(url ? postgresEnv(url) : {}),
    ...env,
  });
  others.push(app);
  return app;
}

describe('files on the host', () => {
  it('are the server user’s alone: DATA_DIR 0700, database, key, uploads and documents 0600', async () => {
    const t = primary;
    const member = await newMember(t);
    const token = await createReservation(t, member, 'education');
    const res = await upload(t, member, token, 'idCardFront', {
      name: 'front.png',
      content: png(3, 2),
      type: 'image/png',
    });
    expect(res.code, res.msg).toBe(200);
    await attachDocument(t, await addBusiness(t, member.id), 'policy.pdf', pdf());

    expect(modeOf(dataDir)).toBe(0o700);
    // With DATABASE_URL there is no database file, and DATA_KEY comes with it (no data.key).
    const files = t.config.databaseUrl
      ? []
      : ['data.key', 'app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm'];
    for (const name of files) expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
    // On S3 (TEST_FILE_STORE=s3) the stored files are in the bucket: only tmp is on the host.
    const onDisk = t.config.fileStore.kind === 'disk';
    for (const folder of onDisk ? ['uploads', 'documents', 'tmp'] : ['tmp']) {
      const dir = path.join(dataDir, folder);
      expect(modeOf(dir), folder).toBe(0o700);
      for (const name of fs.readdirSync(dir)) {
        expect(modeOf(path.join(dir, name)), `${folder}/${name}`).toBe(0o600);
      }
    }
    expect(await storedNames(t, 'uploads')).not.toEqual([]);
    expect(await storedNames(t, 'documents')).not.toEqual([]);
  });

  it('left readable by an older version are made private at the next start', async () => {
    fs.chmodSync(dataDir, 0o755);
    for (const name of fs.readdirSync(dataDir)) {
      const full = path.join(dataDir, name);
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
    }
    const t = await appOn();
    expect(modeOf(dataDir)).toBe(0o700);
    for (const name of fs.readdirSync(dataDir)) {
      const full = path.join(dataDir, name);
      const expected = fs.statSync(full).isDirectory() ? 0o700 : 0o600;
      expect(modeOf(full), name).toBe(expected);
    }
    expect(t.config.dataDir).toBe(dataDir);
  });
});

describe('the handheld site’s RSA private key', () => {
  const storedKeys = (t: TestApp) =>
    t.app.ctx.db.selectFrom('server_keys').select(['name', 'value']).execute();

  it('is stored encrypted under DATA_KEY, and a key stored in plain before is encrypted', async () => {
    const t = primary;
    const staff = await makeStaff(t, 'operator');
    await staffLogin(t, staff.email);
    const rows = await storedKeys(t);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.value).not.toMatch(/PRIVATE KEY/);
      expect(row.value).toMatch(/^enc:v1:/);
    }
    const publicKey = (await t.call('pda/site/publicKey')).data.publicKey as string;

    // What an older version stored: the PEM itself. The next start reads it and encrypts it.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await t.app.ctx.db
      .updateTable('server_keys')
      .set({ value: pem })
      .where('name', '=', 'pda-rsa-1024')
      .execute();

    const next = await appOn();
    const served = (await next.call('pda/site/publicKey')).data.publicKey as string;
    expect(served).not.toBe(publicKey);
    expect(served).toContain('BEGIN PUBLIC KEY');
    // Logging in works with the kept key, and the row no longer holds the PEM.
    await staffLogin(next, staff.email);
    for (const row of await storedKeys(next)) {
      expect(row.value).not.toMatch(/PRIVATE KEY/);
      expect(row.value).toMatch(/^enc:v1:/);
    }
  });

  it('moves to a new DATA_KEY with data:reencrypt and keeps working', async () => {
    const oldKey = Buffer.alloc(32, 3);
    const newKey = Buffer.alloc(32, 4);
    const first = await buildTestApp({ DATA_KEY: oldKey.toString('base64') });
    const on = async (env: Record<string, string>) => {
      const app = await buildTestApp({ ...dataOf(first), ...env });
      others.push(app);
      return app;
    };
    owned.push(first);
    const before = (await first.call('pda/site/publicKey')).data.publicKey as string;

    const second = await on({
      DATA_KEY: newKey.toString('base64'),
      DATA_KEY_OLD: oldKey.toString('base64'),
    });
    const run = commands['data:reencrypt'];
    if (!run) throw new Error('no data:reencrypt command');
    const done = await run(
      { ...second.app.ctx, access: scriptAccess },
      {
        command: 'data:reencrypt',
        positionals: [],
        flags: {},
      },
    );
    expect(done).toMatchObject({ rewritten: { serverKeys: 1 } });
    for (const row of await storedKeys(second)) {
      expect(row.value.startsWith(`enc:v1:${keyIdOf(newKey)}:`)).toBe(true);
    }

    // Without the old key now, the same key pair is served.
    const third = await on({ DATA_KEY: newKey.toString('base64') });
    expect((await third.call('pda/site/publicKey')).data.publicKey).toBe(before);
  });
});
