import fs from 'node:fs';
import path from 'node:path';
import { acceptedMimes, uploadKinds } from '@app/contract/sections/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { createReservation, multipartCall, newMember, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { storedContent, storedNames } from './stored-files.ts';
import { jpeg, pdf, png, storedImage } from './upload-files.ts';

let t: TestApp;
let member: Member;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
  token = await createReservation(t, member, 'education');
});
afterAll(async () => {
  await t?.close();
});

describe('platform/upload', () => {
  it('stores a PNG, a JPEG and a PDF by their bytes, under random names', async () => {
    // Images as re-encoded (no metadata), PDFs as received.
    const cases = [
      {
        kind: 'idCardFront',
        name: 'front.png',
        content: png(3, 2),
        mime: 'image/png',
        kept: await storedImage(png(3, 2), 'image/png'),
      },
      {
        kind: 'idCardBack',
        name: 'back.jpg',
        content: jpeg(),
        mime: 'image/jpeg',
        kept: await storedImage(jpeg(), 'image/jpeg'),
      },
      { kind: 'passFront', name: 'scan.pdf', content: pdf(), mime: 'application/pdf', kept: pdf() },
      { kind: 'resume', name: '简历.pdf', content: pdf(), mime: 'application/pdf', kept: pdf() },
    ];
    for (const c of cases) {
      // The browser's type is ignored: the stored type is what the bytes say.
      const res = await upload(t, member, token, c.kind, {
        name: c.name,
        content: c.content,
        type: 'text/plain',
      });
      expect(res.code, `${c.kind}: ${res.msg} ${JSON.stringify(res.data)}`).toBe(200);
      expect(res.data).toMatchObject({ name: c.name, size: c.kept.length, mime: c.mime });
      expect(res.data.url).toBe(`/api/upload/file/${res.data.id}`);
      const row = await t.app.ctx.db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', res.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ member_id: member.id, kind: c.kind, mime: c.mime });
      expect(row.storage_name).toMatch(/^[0-9a-f]{32}$/);
      expect(await storedContent(t, 'uploads', row.storage_name)).toEqual(c.kept);
    }
  });

  it('refuses a text file named .png, a non-PDF résumé and an empty file', async () => {
    const fake = await upload(t, member, token, 'idCardFront', {
      name: 'photo.png',
      content: Buffer.from('just some text pretending to be an image'),
      type: 'image/png',
    });
    expect(fake.code).toBe(400);
    expect(fake.msg).toBe('Upload Failed, Please Try Again Later');
    expect(fake.data.fields.file).toMatch(/Unsupported file type/);
    // A PNG that breaks off after five bytes is a broken image (issue 36), in either language.
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]);
    for (const [lang, text] of [
      ['en-US', 'The image cannot be read, please take it again or choose another file'],
      ['zh-CN', '无法读取该图片，请重新拍摄或选择其他文件'],
    ]) {
      const res = await upload(
        t,
        member,
        token,
        'idCardFront',
        { name: 'broken.png', content: broken, type: 'image/png' },
        lang,
      );
      expect(res.data.fields.file).toBe(text);
    }
    const resume = await upload(t, member, token, 'resume', {
      name: 'cv.pdf',
      content: png(),
      type: 'application/pdf',
    });
    expect(resume.code).toBe(400);
    expect(resume.data.fields.file).toBe('Please upload a PDF file');
    const empty = await upload(t, member, token, 'idCardFront', {
      name: 'x.png',
      content: Buffer.alloc(0),
    });
    expect(empty.code).toBe(400);
  });

  it('takes images and PDFs exactly as acceptedMimes says for each kind', async () => {
    for (const kind of uploadKinds) {
      for (const [content, mime] of [
        [png(), 'image/png'],
        [pdf(), 'application/pdf'],
      ] as const) {
        const res = await upload(t, member, token, kind, { name: 'f', content });
        expect(res.code === 200, `${kind} ${mime}`).toBe(acceptedMimes(kind).includes(mime));
      }
    }
  });

  it('refuses a pixel flood (a PNG header claiming 30000 x 30000)', async () => {
    const flood = png(1, 1, { width: 30_000, height: 30_000 });
    const res = await upload(t, member, token, 'idCardFront', {
      name: 'flood.png',
      content: flood,
    });
    expect(res.code).toBe(400);
    expect(res.data.fields.file).toMatch(/too large/);
    const wide = png(1, 1, { width: 10_000, height: 6_000 });
    expect(
      (await upload(t, member, token, 'idCardFront', { name: 'w.png', content: wide })).code,
    ).toBe(400);
  });

  it('answers HTTP 413 above 10 MiB and leaves no file behind', async () => {
    const before = (await storedNames(t, 'uploads')).length;
    const big = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(t, member, token, 'idCardFront', { name: 'big.png', content: big });
    expect(res.http.statusCode).toBe(413);
    // Says why, beside the file (issue 36: it said 'please enter all data correctly').
    expect(res.http.json()).toEqual({
      code: 413,
      msg: 'Files can be at most 10 MB',
      data: { fields: { file: 'Files can be at most 10 MB' } },
    });
    expect(await storedNames(t, 'uploads')).toHaveLength(before);
    // The temporary file goes once the answer is out.
    for (let i = 0; i < 50 && fs.readdirSync(path.join(t.config.dataDir, 'tmp')).length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a missing file, an unknown kind, another shop and an unknown link', async () => {
    const noFile = await t.call(
      'platform/upload',
      { token, kind: 'idCardFront', type: 'miniapp' },
      { token: member.token },
    );
    expect(noFile.code).toBe(400);
    const file = { name: 'a.png', content: png() };
    expect((await upload(t, member, token, 'selfie', file)).code).toBe(400);
    expect((await upload(t, member, 'NoSuchLink123456789012', 'idCardFront', file)).code).toBe(410);
    const otherShop = await multipartCall(
      t,
      'platform/upload',
      { token, kind: 'idCardFront', type: 'miniapp', shopId: 'another-shop' },
      member,
      { file },
    );
    expect(otherShop.code).toBe(400);
    expect(otherShop.data.fields.shopId).toBeTruthy();
  });

  it('binds the uploader as filler and refuses a third member afterwards', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    const third = await newMember(t);
    const link = await createReservation(t, creator, 'trust');
    expect(
      (await upload(t, filler, link, 'idCardFront', { name: 'a.png', content: png() })).code,
    ).toBe(200);
    expect(
      (await upload(t, third, link, 'idCardFront', { name: 'a.png', content: png() })).code,
    ).toBe(410);
    expect(
      (await upload(t, creator, link, 'idCardBack', { name: 'b.png', content: png() })).code,
    ).toBe(200);
  });
});
