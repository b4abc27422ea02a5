import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptValue, loadDataKeys } from '../src/crypto/data-key.ts';
import { saveSeal } from '../src/storage/stored-files-repository.ts';
import { CHUNK, FIRST_CHUNK, HEADER_BYTES, TAG } from '../src/storage/sealed.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { rawStored } from './stored-files.ts';
import { pdf } from './upload-files.ts';

/**
 * A stored file's recorded digest (D82): a file put now records the SHA-256 of its sealed
 * object's header and chunk tags, and reading it back whole (every tag checked) gives the same;
 * a file sealed before D82 (its row holding the plain bytes' SHA-256) still opens and checks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (...parts: Buffer[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** The object's header and tags, read off its bytes as the format lays them out. */
function headerAndTags(sealed: Buffer): Buffer[] {
  const out = [sealed.subarray(0, HEADER_BYTES)];
  for (let at = HEADER_BYTES; at < sealed.length; at += CHUNK + TAG) {
    const end = Math.min(at + CHUNK + TAG, sealed.length);
    out.push(sealed.subarray(end - TAG, end));
  }
  return out;
}

describe('a stored file’s digest', () => {
  it('is taken over the sealed chunks’ tags when put, and read back the same', async () => {
    const member = await newMember(t);
    const link = await createReservation(t, member, 'education');
    const content = Buffer.concat([pdf(), Buffer.from(`%${'ab'.repeat(CHUNK)}\n`)]);
    const res = await upload(t, member, link, 'idCardFront', { name: 'a.pdf', content });
    expect(res.code, res.msg).toBe(200);
    const { storage_name: name } = await t.app.ctx.db
      .selectFrom('uploads')
      .select('storage_name')
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    const sealed = await rawStored(t, 'uploads', name);
    const expected = `tags:${sha256(...headerAndTags(sealed))}`;
    expect(await t.app.ctx.files.recordedDigest('uploads', name)).toBe(expected);
    expect(await t.app.ctx.files.digest('uploads', name)).toBe(expected);
    expect((await t.app.ctx.files.read('uploads', name))?.equals(content)).toBe(true);
  });

  it('of a file sealed before D82 is its plain bytes’ SHA-256, and the file still opens', async () => {
    // Sealed by the code before D82 (test/fixtures/sealed-before-d80.bin) under this key and
    // nonce prefix, from these plain bytes.
    const plain = Buffer.alloc(FIRST_CHUNK + 100);
    for (let i = 0; i < plain.length; i++) plain[i] = (i * 31) % 251;
    const sealed = fs.readFileSync(
      path.join(import.meta.dirname, 'fixtures/sealed-before-d80.bin'),
    );
    const name = 'sealed-before-d80';
    await t.app.ctx.files.backend.write(`uploads/${name}`, Readable.from([sealed]));
    await saveSeal(t.app.ctx.db, {
      area: 'uploads',
      name,
      wrapped_key: encryptValue(
        await loadDataKeys(t.app.ctx.db),
        Buffer.alloc(32, 7).toString('base64'),
      ),
      nonce: Buffer.from('d80-old', 'latin1').toString('base64'),
      size: plain.length,
      sha256: sha256(plain),
      created_at: Date.now(),
      // Sealed before D102 too: its row got 64 KiB from migration 026.
      chunk: FIRST_CHUNK,
    });
    expect(await t.app.ctx.files.read('uploads', name)).toEqual(plain);
    const range = await t.app.ctx.files.open('uploads', name, {
      start: FIRST_CHUNK - 2,
      end: FIRST_CHUNK + 1,
    });
    const across: Buffer[] = [];
    for await (const piece of range?.body ?? []) across.push(piece as Buffer);
    expect(Buffer.concat(across)).toEqual(plain.subarray(FIRST_CHUNK - 2, FIRST_CHUNK + 2));
    expect(await t.app.ctx.files.digest('uploads', name)).toBe(sha256(plain));
    expect(await t.app.ctx.files.recordedDigest('uploads', name)).toBe(sha256(plain));
  });
});
