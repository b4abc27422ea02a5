import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationFailed } from '../src/backup/operation-failed.ts';
import { restore } from '../src/backup/restore.ts';
import type { Manifest } from '../src/backup/manifest.ts';
import { loadConfig } from '../src/config.ts';
import { scriptAccess } from '../src/features/admin/access.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { newMember } from './reservation-helpers.ts';
import { logIn, registerMember } from './auth-helpers.ts';
import { buildTestApp, freshPostgres, postgresEnv, testEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { s3Env } from './s3-server.ts';
import { downloadUpload, seedFiles } from './seed-files.ts';

/**
 * Issue 38 point 5, the restore drill (docs/operations.md): seed a member and their upload, back
 * up, restore into a fresh DATA_DIR, start the app on it, the member logs in and downloads the
 * upload byte-identical. Runs on disk and, in test-all's `s3` step, on S3.
 */
const onS3 = process.env.TEST_FILE_STORE === 's3';
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('../src/features/admin/cli.ts', import.meta.url));
let t: TestApp;
let scratch: string;
const apps: TestApp[] = [];
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const run = async (command: string, flags: Record<string, string>) => {
  const cli = commands[command];
  if (!cli) throw new Error(`no ${command} command`);
  return cli({ ...t.app.ctx, access: scriptAccess }, { command, positionals: [], flags });
};

/**
 * A fresh place to restore into, as buildTestApp makes one: DATA_DIR, and an empty PostgreSQL
 * database when the suite runs on PostgreSQL (with-postgres.mjs).
 */
async function target(dataDir: string, files: Record<string, string> = {}, keyFrom?: string) {
  const postgres = await freshPostgres();
  const env = { DATA_DIR: dataDir, ...(postgres ? postgresEnv(postgres.url) : {}), ...files };
  const config = loadConfig({ ...testEnv(dataDir), ...(onS3 ? await s3Env(dataDir) : {}), ...env });
  // Embedded without DATA_KEY: the key kept apart from the backup, put in place beforehand.
  if (keyFrom && !postgres) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.copyFileSync(path.join(keyFrom, 'data.key'), path.join(dataDir, 'data.key'));
  }
  return { config, env, drop: async () => postgres?.drop() };
}

const manifestOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;

const quiet = { progress: () => undefined };

describe('backup and restore', () => {
  it('restores a member and their upload into a fresh DATA_DIR, byte-identical', async () => {
    const person = await registerMember(t);
    const member = { id: person.id, token: await logIn(t, person.email, person.password) };
    const id = await seedFiles(t, member, 180_000);
    const before = await downloadUpload(t, id, member.token);
    expect(before.statusCode).toBe(200);

    const dir = path.join(scratch, 'backup');
    const done = await run('backup', { to: dir, ...(onS3 ? { withFiles: 'true' } : {}) });
    expect(done).toMatchObject({ counts: { members: 1, uploads: 1, business_documents: 1 } });
    const manifest = manifestOf(dir);
    expect(manifest.files.objects).toHaveLength(2);
    expect(manifest.written.map((file) => file.path)).toContain(manifest.database.file);
    // Sealed as stored: no stored file equals the upload.
    for (const object of manifest.files.objects) {
      expect(
        fs
          .readFileSync(path.join(dir, 'files', object.key))
          .includes(before.rawPayload.subarray(0, 64)),
      ).toBe(false);
    }
    const audit = await admin(t, 'GET', '/admin/audit?objectType=backup');
    expect(audit.body.data.list[0]).toMatchObject({ action: 'data.backup' });
    // A second backup into the same folder is refused.
    await expect(run('backup', { to: dir })).rejects.toThrow(/not empty/);

    // Into the running app's own DATA_DIR: refused, nothing changed.
    await expect(restore(t.config, { from: dir, ...quiet })).rejects.toThrow(/not empty/);

    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'app-restored-'));
    const into = await target(fresh);
    afterAll(into.drop);
    if (!t.config.databaseUrl) {
      // The key is kept apart from backups (no --with-key): without it, nothing is restored.
      expect(manifest.written.map((file) => file.path)).not.toContain('data.key');
      await expect(restore(into.config, { from: dir, ...quiet })).rejects.toThrow(
        /encrypted under data key .* set DATA_KEY/,
      );
      expect(fs.readdirSync(fresh)).toEqual([]);
      fs.copyFileSync(path.join(t.config.dataDir, 'data.key'), path.join(fresh, 'data.key'));
    }
    const restored = await restore(into.config, { from: dir, ...quiet });
    expect(restored.files.restored).toBe(2);

    const again = await buildTestApp({ ADMIN_TOKEN, ...into.env });
    apps.push(again);
    const token = await logIn(again, person.email, person.password);
    const after = await downloadUpload(again, id, token);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    fs.rmSync(fresh, { recursive: true, force: true });
  });

  it('refuses a backup whose files do not match their digests, restoring nothing', async () => {
    const dir = path.join(scratch, 'tampered');
    await run('backup', { to: dir, withKey: 'true', ...(onS3 ? { withFiles: 'true' } : {}) });
    const manifest = manifestOf(dir);
    // --with-key: the embedded database's key file travels with the backup.
    if (!t.config.databaseUrl) expect(manifest.written.map((f) => f.path)).toContain('data.key');
    const stored = manifest.files.objects[0];
    if (!stored) throw new Error('the backup holds no file');
    const file = path.join(dir, 'files', stored.key);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    fs.writeFileSync(file, bytes);

    const fresh = path.join(scratch, 'not-restored');
    const into = await target(fresh);
    afterAll(into.drop);
    const refused = restore(into.config, { from: dir, ...quiet });
    await expect(refused).rejects.toBeInstanceOf(OperationFailed);
    await expect(refused).rejects.toThrow(/does not match its manifest/);
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it('restores an S3 backup without the files against the bucket that still holds them', async () => {
    const first = fs.mkdtempSync(path.join(os.tmpdir(), 'app-s3-backup-'));
    const bucket = await s3Env(first);
    const app = await buildTestApp({ ADMIN_TOKEN, DATA_DIR: first, ...bucket });
    apps.push(app);
    const member = await newMember(app);
    const id = await seedFiles(app, member, 140_000);
    const before = (await downloadUpload(app, id, member.token)).rawPayload;
    const dir = path.join(scratch, 's3-keys-only');
    const cli = commands.backup;
    if (!cli) throw new Error('no backup command');
    await cli(
      { ...app.app.ctx, access: scriptAccess },
      { command: 'backup', positionals: [], flags: { to: dir } },
    );
    const manifest = manifestOf(dir);
    expect(manifest.files).toMatchObject({ kind: 's3', included: false });
    expect(manifest.files.objects).toHaveLength(2);
    expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);

    const fresh = path.join(scratch, 's3-restored');
    const into = await target(fresh, bucket, first);
    afterAll(into.drop);
    const done = await restore(into.config, { from: dir, ...quiet });
    expect(done.files).toEqual({ restored: 0, inPlace: 2 });
    const again = await buildTestApp({ ADMIN_TOKEN, ...into.env });
    apps.push(again);
    const after = await downloadUpload(again, id, member.token);
    expect(after.rawPayload.equals(before)).toBe(true);

    // An object changed in the bucket since: the backup no longer describes it, nothing restored.
    const [object] = manifest.files.objects;
    await app.app.ctx.files.backend.write(object?.key ?? '', Readable.from([Buffer.from('other')]));
    const elsewhere = path.join(scratch, 's3-not-restored');
    const other = await target(elsewhere, bucket, first);
    afterAll(other.drop);
    const refused = restore(other.config, { from: dir, ...quiet });
    await expect(refused).rejects.toThrow(/no longer holds the files/);
    expect(fs.existsSync(path.join(elsewhere, 'app.sqlite'))).toBe(false);
  });

  it('the CLI restores before opening a database; again into the full DATA_DIR, exit 1', async () => {
    const dir = path.join(scratch, 'for-the-cli');
    await run('backup', { to: dir, withKey: 'true', ...(onS3 ? { withFiles: 'true' } : {}) });
    const fresh = path.join(scratch, 'cli-restored');
    const into = await target(fresh);
    afterAll(into.drop);
    const env = {
      ...process.env,
      ...testEnv(fresh),
      ...(onS3 ? await s3Env(fresh) : {}),
      ...into.env,
    };
    // Not spawnSync: the test worker's own S3 server (s3-server.ts) must keep answering.
    const cli = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(TSX, [CLI, ...args], { env });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
        child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });

    const first = await cli('restore', '--from', dir);
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ code: 200, data: { files: { restored: 2 } } });
    const second = await cli('restore', '--from', dir);
    expect(second.status).toBe(1);
    expect(JSON.parse(second.stdout)).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/not empty/),
    });
  });
});
