import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, attachDocument } from './admin-helpers.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { s3Env } from './s3-server.ts';
import { rawStored, storedNames } from './stored-files.ts';
import { pdf, png, storedImage } from './upload-files.ts';

/**
 * Issue 38 point 2: FILE_STORE=s3 keeps every stored file in the bucket (here the worker's local
 * s3rver, s3-server.ts), sealed like on disk, and nothing of them in DATA_DIR.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-s3-'));
  t = await buildTestApp({ ADMIN_TOKEN, DATA_DIR: dataDir, ...(await s3Env(dataDir)) });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('FILE_STORE=s3', () => {
  it('keeps uploads and documents sealed in the bucket and none in DATA_DIR', async () => {
    expect(t.config.fileStore.kind).toBe('s3');
    const member = await newMember(t);
    const token = await createReservation(t, member, 'education');
    const sent = await upload(t, member, token, 'idCardFront', {
      name: 'a.png',
      content: png(9, 7),
    });
    expect(sent.code, sent.msg).toBe(200);
    await attachDocument(t, await addBusiness(t, member.id), 'policy.pdf', pdf());

    const [name] = await storedNames(t, 'uploads');
    expect(name).toBeDefined();
    expect(await storedNames(t, 'documents')).toHaveLength(1);
    const image = await storedImage(png(9, 7), 'image/png');
    const raw = await rawStored(t, 'uploads', name as string);
    expect(raw.includes(image.subarray(0, 16))).toBe(false);
    expect(raw.includes(image.subarray(-16))).toBe(false);

    const open = (range?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/upload/file/${sent.data.id}`,
        headers: { authorization: member.token, ...(range ? { range } : {}) },
      });
    expect((await open()).rawPayload).toEqual(image);
    const part = await open('bytes=4-20');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(image.subarray(4, 21));

    // The database and its key (SQLite's own files) stay on the host; no stored file does.
    const onHost = filesUnder(dataDir).filter((file) => !/^(app\.sqlite.*|data\.key)$/.test(file));
    expect(onHost).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'documents'))).toBe(false);
  });

  it('is ready while the bucket answers, and not once it does not', async () => {
    expect((await t.app.inject('/readyz')).json().checks.fileStore).toBe('ok');
    const elsewhere = await buildTestApp({
      ...(await s3Env(dataDir)),
      S3_BUCKET: 'no-such-bucket',
    });
    try {
      const res = await elsewhere.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.fileStore).toBe('failed');
    } finally {
      await elsewhere.close();
    }
  });

  it('is configured by the S3_* settings, and refused half set', () => {
    const base = { DATA_DIR: dataDir, FILE_STORE: 's3' };
    expect(() => loadConfig(base)).toThrow(/S3_BUCKET: is required with FILE_STORE=s3/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(
      loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'prod' })
        .fileStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'b',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
      prefix: 'prod/',
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).fileStore).toMatchObject({
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ DATA_DIR: dataDir }).fileStore).toEqual({ kind: 'disk' });
  });
});
