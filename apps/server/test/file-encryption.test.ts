import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { CHUNK } from '../src/storage/sealed.ts';
import { ADMIN_TOKEN, attachDocument } from './admin-helpers.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp, dataOf } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { rawStored, storedContent, storedNames } from './stored-files.ts';
import { bigPdf, pdf, png, storedImage } from './upload-files.ts';

/**
 * Issue 38 point 3: every stored file is sealed under its own data key (storage/sealed.ts),
 * wrapped by DATA_KEY; a copy of the folder or bucket alone reveals nothing, a download gives the
 * original bytes (ranges too), an altered file is refused, data:reencrypt rewraps the keys
 * without rewriting files, and files:encrypt seals the files stored before.
 */
let t: TestApp;
let member: Member;
let token: string;
/** Apps on another app's data, closed first; then the apps that own that data. */
const apps: TestApp[] = [];
const owned: TestApp[] = [];
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await newMember(t);
  token = await createReservation(t, member, 'education');
});
afterAll(async () => {
  for (const app of apps) await app.app.close();
  for (const app of owned) await app.close();
  await t?.close();
});

async function uploaded(app: TestApp, who: Member, link: string, content: Buffer, name: string) {
  const res = await upload(app, who, link, 'idCardFront', { name, content });
  expect(res.code, res.msg).toBe(200);
  const row = await app.app.ctx.db
    .selectFrom('uploads')
    .select('storage_name')
    .where('id', '=', res.data.id)
    .executeTakeFirstOrThrow();
  return { id: res.data.id as string, name: row.storage_name };
}

const download = (app: TestApp, id: string, who: Member, range?: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/upload/file/${id}`,
    headers: { authorization: who.token, ...(range ? { range } : {}) },
  });

/**
 * True when any 16-byte run of `plain` appears in `stored`. Every 16-byte window of `stored` goes
 * into a set once: searching `stored` for each run took 10 s for a file of three 256 KiB chunks.
 */
function leaks(stored: Buffer, plain: Buffer): boolean {
  const windows = new Set<string>();
  for (let i = 0; i + 16 <= stored.length; i++) windows.add(stored.toString('latin1', i, i + 16));
  for (let i = 0; i + 16 <= plain.length; i += 16) {
    if (windows.has(plain.toString('latin1', i, i + 16))) return true;
  }
  return false;
}

describe('stored files at rest', () => {
  it('keep no byte sequence of an uploaded image or PDF, and give the original back', async () => {
    const image = await storedImage(png(40, 30), 'image/png');
    const file = await uploaded(t, member, token, png(40, 30), 'scan.png');
    const raw = await rawStored(t, 'uploads', file.name);
    expect(raw.length).toBeGreaterThan(image.length);
    expect(leaks(raw, image)).toBe(false);
    const res = await download(t, file.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(image);
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.headers['accept-ranges']).toBe('bytes');

    const document = pdf();
    const businessId = await addBusiness(t, member.id);
    const documentId = await attachDocument(t, businessId, 'policy.pdf', document);
    // The document route sends through the same helper: a range of it too.
    const head = await t.app.inject({
      method: 'GET',
      url: `/api/business/document/${documentId}`,
      headers: { authorization: member.token, range: 'bytes=0-4' },
    });
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe('%PDF-');
    expect(head.headers['content-range']).toBe(`bytes 0-4/${document.length}`);
    for (const name of await storedNames(t, 'documents')) {
      expect(leaks(await rawStored(t, 'documents', name), document)).toBe(false);
    }
  });

  it('answer range requests across chunks with the original bytes', async () => {
    const content = bigPdf(3 * CHUNK);
    const file = await uploaded(t, member, token, content, 'long.pdf');
    expect(leaks(await rawStored(t, 'uploads', file.name), content)).toBe(false);
    const size = content.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${CHUNK - 10}-${2 * CHUNK + 10}`, CHUNK - 10, 2 * CHUNK + 10],
      ['bytes=-7', size - 7, size - 1],
      [`bytes=${size - 20}-`, size - 20, size - 1],
      [`bytes=100-${size + 500}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await download(t, file.id, member, range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(content.subarray(start, end + 1)), range).toBe(true);
    }
    const whole = await download(t, file.id, member);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const past = await download(t, file.id, member, `bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('stream several chunks over a real connection to a reader that takes its time', async () => {
    // What a phone on a slow network does: the socket fills, the server waits, then goes on.
    const content = bigPdf(4 * CHUNK);
    const file = await uploaded(t, member, token, content, 'slow.pdf');
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const slowly = async (range?: string) => {
      const res = await fetch(`${base}/api/upload/file/${file.id}`, {
        headers: { authorization: member.token, ...(range ? { range } : {}) },
      });
      const parts: Buffer[] = [];
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
        parts.push(Buffer.from(part));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return { status: res.status, body: Buffer.concat(parts) };
    };
    const whole = await slowly();
    expect(whole.status).toBe(200);
    expect(whole.body.equals(content)).toBe(true);
    const start = CHUNK + 5;
    const end = 3 * CHUNK + 7;
    const part = await slowly(`bytes=${start}-${end}`);
    expect(part.status).toBe(206);
    expect(part.body.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('refuse a file altered in the store (its GCM tag), and one cut off', async () => {
    const image = await storedImage(png(8, 8), 'image/png');
    for (const change of ['flip', 'cut'] as const) {
      const file = await uploaded(t, member, token, png(8, 8), `${change}.png`);
      const raw = await rawStored(t, 'uploads', file.name);
      const altered =
        change === 'flip'
          ? Buffer.from(raw.map((byte, i) => (i === raw.length - 20 ? byte ^ 1 : byte)))
          : raw.subarray(0, raw.length - 1);
      await t.app.ctx.files.backend.write(`uploads/${file.name}`, Readable.from([altered]));
      const res = await download(t, file.id, member);
      expect(res.statusCode, change).toBe(500);
      expect(leaks(res.rawPayload, image), change).toBe(false);
    }
  });
});

describe('key rotation', () => {
  it('data:reencrypt rewraps every file key without rewriting a file', async () => {
    const oldKey = Buffer.alloc(32, 5).toString('base64');
    const newKey = Buffer.alloc(32, 6).toString('base64');
    const first = await buildTestApp({ DATA_KEY: oldKey });
    owned.push(first);
    const on = async (env: Record<string, string>) => {
      const app = await buildTestApp({ ...dataOf(first), ...env });
      apps.push(app);
      return app;
    };
    const owner = await newMember(first);
    const link = await createReservation(first, owner, 'education');
    const file = await uploaded(first, owner, link, png(5, 5), 'a.png');
    const plain = (await storedContent(first, 'uploads', file.name)) as Buffer;
    const sealed = await rawStored(first, 'uploads', file.name);

    const second = await on({ DATA_KEY: newKey, DATA_KEY_OLD: oldKey });
    const run = commands['data:reencrypt'];
    if (!run) throw new Error('no data:reencrypt command');
    const done = await run(
      { ...second.app.ctx, access: scriptAccess },
      { command: 'data:reencrypt', positionals: [], flags: {} },
    );
    expect(done).toMatchObject({ rewritten: { fileKeys: 1 } });
    expect(await rawStored(second, 'uploads', file.name)).toEqual(sealed);

    // Without the old key now, the file still opens.
    const third = await on({ DATA_KEY: newKey });
    expect((await download(third, file.id, owner)).rawPayload).toEqual(plain);
  });
});

describe('files stored before encryption', () => {
  it('are read as they are, then sealed in place by files:encrypt', async () => {
    const file = await uploaded(t, member, token, png(6, 6), 'old.png');
    const plain = (await storedContent(t, 'uploads', file.name)) as Buffer;
    // As an older version left it: the plain bytes, and no seal.
    await t.app.ctx.files.backend.write(`uploads/${file.name}`, Readable.from([plain]));
    await t.app.ctx.db.deleteFrom('stored_files').where('name', '=', file.name).execute();
    expect((await download(t, file.id, member)).rawPayload).toEqual(plain);

    const run = commands['files:encrypt'];
    if (!run) throw new Error('no files:encrypt command');
    const args = { command: 'files:encrypt', positionals: [], flags: {} };
    const done = await run({ ...t.app.ctx, access: scriptAccess }, args);
    expect(done).toMatchObject({ sealed: 1 });
    expect(leaks(await rawStored(t, 'uploads', file.name), plain)).toBe(false);
    expect((await download(t, file.id, member)).rawPayload).toEqual(plain);
    // Again: nothing left to seal.
    expect(await run({ ...t.app.ctx, access: scriptAccess }, args)).toMatchObject({ sealed: 0 });
  });
});
