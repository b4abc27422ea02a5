import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationFailed } from '../src/backup/operation-failed.ts';
import { scriptAccess } from '../src/features/admin/access.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { backendOf } from '../src/storage/open-store.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { newMember } from './reservation-helpers.ts';
import { buildTestApp, dataOf, postgresEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { s3Env } from './s3-server.ts';
import { downloadUpload, seedFiles } from './seed-files.ts';
import { rawStored, storedNames } from './stored-files.ts';

/**
 * Issue 38 point 4: `files:copy --to s3` copies every stored object from disk to the bucket as it
 * is (sealed), checks each copy's SHA-256, skips what the bucket already holds right (a second
 * run resumes), and an app restarted with FILE_STORE=s3 serves the same bytes; `--to disk` back.
 */
let disk: TestApp;
let dataDir: string;
let bucket: Record<string, string>;
const apps: TestApp[] = [];
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-copy-'));
  bucket = await s3Env(dataDir);
  // On disk, the bucket's settings present (S3_*) but not in use.
  disk = await buildTestApp({ ADMIN_TOKEN, DATA_DIR: dataDir, ...bucket, FILE_STORE: 'disk' });
});
afterAll(async () => {
  for (const app of apps) await app.app.close();
  await disk?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const copy = async (on: TestApp, to: string) => {
  const cli = commands['files:copy'];
  if (!cli) throw new Error('no files:copy command');
  return cli(
    { ...on.app.ctx, access: scriptAccess },
    { command: 'files:copy', positionals: [], flags: { to } },
  );
};

/** The S3_* bucket of an app on disk, as files:copy --to s3 writes it. */
function bucketOf(app: TestApp) {
  if (!app.config.s3) throw new Error('the app has no S3_* settings');
  return backendOf(app.config.s3, app.config.dataDir);
}

describe('files:copy', () => {
  it('moves every file from disk to S3, checked, resumable, and back', async () => {
    const member = await newMember(disk);
    const id = await seedFiles(disk, member, 140_000);
    const before = (await downloadUpload(disk, id, member.token)).rawPayload;

    expect(await copy(disk, 's3')).toMatchObject({
      from: 'disk',
      to: 's3',
      copied: 2,
      skipped: 0,
      failed: [],
    });
    // Again: nothing to do.
    expect(await copy(disk, 's3')).toMatchObject({ copied: 0, skipped: 2 });

    // A copy cut off or damaged in the bucket fails its check and is copied again.
    const s3 = bucketOf(disk);
    const [name] = await storedNames(disk, 'uploads');
    await s3.write(`uploads/${name}`, Readable.from([Buffer.from('SFE1 not the file')]));
    s3.close?.();
    expect(await copy(disk, 's3')).toMatchObject({ copied: 1, skipped: 1, failed: [] });
    const audit = await admin(disk, 'GET', '/admin/audit?objectType=fileStore');
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'files.copy',
      objectId: 's3',
      changes: { copied: 1, skipped: 1, failed: 0 },
    });

    const onS3 = await restartedOnS3();
    expect(onS3.config.fileStore.kind).toBe('s3');
    const served = await downloadUpload(onS3, id, member.token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(before)).toBe(true);

    // And back: a file lost from disk is copied from the bucket, the other skipped.
    await disk.app.ctx.files.backend.remove(`uploads/${name}`);
    expect(await copy(onS3, 'disk')).toMatchObject({
      from: 's3',
      to: 'disk',
      copied: 1,
      skipped: 1,
    });
    expect((await downloadUpload(disk, id, member.token)).rawPayload.equals(before)).toBe(true);
  });

  it('reports a file whose copy does not check out, and exits as failed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-copy-bad-'));
    const env = await s3Env(dir);
    const app = await buildTestApp({ ADMIN_TOKEN, DATA_DIR: dir, ...env, FILE_STORE: 'disk' });
    try {
      const member = await newMember(app);
      await seedFiles(app, member, 140_000);
      // A stored file damaged on the source: its copy cannot match the digest of its upload.
      const [name] = await storedNames(app, 'uploads');
      const key = `uploads/${name}`;
      const raw = await rawStored(app, 'uploads', name ?? '');
      raw[raw.length - 100] = (raw[raw.length - 100] ?? 0) ^ 1;
      await app.app.ctx.files.backend.write(key, Readable.from([raw]));

      const refused = copy(app, 's3');
      await expect(refused).rejects.toBeInstanceOf(OperationFailed);
      const error = (await refused.catch((e: unknown) => e)) as OperationFailed;
      expect(error.data).toMatchObject({ copied: 1, failed: [{ key }] });
      // The bad copy is not left in the bucket; the good one is.
      const bucket = bucketOf(app);
      expect(await bucket.stat(key)).toBeNull();
      const [document] = await storedNames(app, 'documents');
      expect(await bucket.stat(`documents/${document}`)).not.toBeNull();
      bucket.close?.();
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a copy onto the backend in use or without a bucket', async () => {
    await expect(copy(disk, 'disk')).rejects.toThrow(/already disk/);
    await expect(copy(disk, 'tape')).rejects.toThrow(/--to s3 or --to disk/);
    const noBucket = await buildTestApp({ ADMIN_TOKEN, FILE_STORE: 'disk' });
    try {
      await expect(copy(noBucket, 's3')).rejects.toThrow(/set S3_BUCKET/);
    } finally {
      await noBucket.close();
    }
  });
});

/** The same data restarted with FILE_STORE=s3 (one app, made on first call). */
let s3App: TestApp | undefined;
async function restartedOnS3(): Promise<TestApp> {
  if (!s3App) {
    const url = disk.config.databaseUrl;
    const restart = { ...dataOf(disk), ...(url ? postgresEnv(url) : {}) };
    s3App = await buildTestApp({ ADMIN_TOKEN, ...restart, ...bucket });
    apps.push(s3App);
  }
  return s3App;
}
