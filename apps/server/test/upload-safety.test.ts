import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, ADMIN_TOKEN } from './admin-helpers.ts';
import { createReservation, newMember, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { hostileSignaturePng, pdf, png } from './upload-files.ts';
import { storedContent, storedNames } from './stored-files.ts';

/**
 * Issue 34, point 4: no upload can exhaust the server or carry more than its pixels. Signatures
 * are refused past 2000 × 1000 px or 1 MiB from the header alone (the 389 KB PNG of
 * 7071 × 7071 16-bit RGBA pixels among them), every image is stored re-encoded without its
 * metadata, and PDFs with scripts or automatic actions are refused, by members and staff alike.
 */
let t: TestApp;
let member: Member;
let token: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { ADMIN_TOKEN, LOG_LEVEL: 'info' },
    { logger: true, logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  member = await newMember(t);
  token = await createReservation(t, member, 'education');
});
afterAll(async () => {
  await t?.close();
});

const storedFiles = () => storedNames(t, 'uploads');
const storedBytes = async (id: string) => {
  const row = await t.app.ctx.db
    .selectFrom('uploads')
    .select('storage_name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return (await storedContent(t, 'uploads', row.storage_name)) as Buffer;
};

describe('signatures', () => {
  it("refuses the issue's 7071 × 7071 16-bit PNG from its header, and logs upload.refused", async () => {
    const hostile = await hostileSignaturePng();
    expect(hostile.length).toBeLessThan(400 * 1024);
    const before = await storedFiles();
    for (const lang of ['en-US', 'zh-CN']) {
      const res = await upload(
        t,
        member,
        token,
        'signaturePolicyholder',
        { name: 'sign.png', content: hostile, type: 'image/png' },
        lang,
      );
      expect(res.code).toBe(400);
      expect(res.data.fields.file).toBe(
        lang === 'en-US'
          ? 'The signature image is too large (at most 2000 × 1000 pixels and 1 MB)'
          : '签名图片过大（最多 2000 × 1000 像素、1 MB）',
      );
    }
    expect(await storedFiles()).toEqual(before);
    const event = lines.find((line) => line.event === 'upload.refused');
    expect(event).toMatchObject({
      account: member.id,
      ip: '127.0.0.1',
      reason: 'upload.signatureSize: 7071x7071',
    });
  });

  it('refuses a signature over 1 MiB, and takes one of 2000 × 1000', async () => {
    const padded = Buffer.concat([png(20, 10), Buffer.alloc(1024 * 1024)]);
    const big = await upload(t, member, token, 'signaturePolicyholder', {
      name: 'sign.png',
      content: padded,
    });
    expect(big.code).toBe(400);
    expect(big.data.fields.file).toMatch(/signature image is too large/);
    const wide = await upload(t, member, token, 'signaturePolicyholder', {
      name: 'sign.png',
      content: png(2001, 10),
    });
    expect(wide.code).toBe(400);
    const largest = await upload(t, member, token, 'signaturePolicyholder', {
      name: 'sign.png',
      content: png(2000, 1000),
    });
    expect(largest.code, largest.msg).toBe(200);
  });
});

describe('every image is re-encoded before it is kept', () => {
  it('keeps a photo without its EXIF (GPS position, camera) and upright', async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'Alice at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 17/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t, member, token, 'idCardFront', {
      name: 'photo.jpg',
      content: photo,
    });
    expect(res.code, res.msg).toBe(200);
    const kept = await storedBytes(res.data.id);
    expect(kept.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(kept.includes(Buffer.from('Alice at home'))).toBe(false);
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    // Turned by its orientation before the tag went: 20 × 40 now.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 40 });
    expect(res.data.size).toBe(kept.length);
  });

  it('drops what a PNG carries besides its pixels (text chunks, bytes after the end)', async () => {
    const base = png(8, 8);
    const end = base.length - 12;
    const text = Buffer.from('tEXtComment\0<script>alert(1)</script>');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length - 4);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(text));
    const carrier = Buffer.concat([
      base.subarray(0, end),
      length,
      text,
      crc,
      base.subarray(end),
      Buffer.from('<html>hidden after IEND</html>'),
    ]);
    const res = await upload(t, member, token, 'idCardBack', { name: 'a.png', content: carrier });
    expect(res.code, res.msg).toBe(200);
    const kept = await storedBytes(res.data.id);
    expect(kept.includes(Buffer.from('<script>'))).toBe(false);
    expect(kept.includes(Buffer.from('hidden after IEND'))).toBe(false);
    expect((await sharp(kept).metadata()).width).toBe(8);
  });

  it('refuses an image whose header is sound but whose pixels do not decode', async () => {
    const good = png(64, 64);
    // The compressed pixels replaced by noise of the same length (the CRCs no longer match).
    const idat = good.indexOf(Buffer.from('IDAT'));
    const broken = Buffer.from(good);
    broken.fill(0x5a, idat + 4, good.length - 12 - 4);
    const before = await storedFiles();
    const res = await upload(t, member, token, 'idCardFront', { name: 'a.png', content: broken });
    expect(res.code).toBe(400);
    expect(res.data.fields.file).toMatch(/cannot be read/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a HEIC photo, which it cannot re-encode, and stores nothing', async () => {
    // An ISO BMFF 'ftyp' box with the HEIC brand: what a phone's HEIC photo starts with.
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'latin1'),
    ]);
    const heic = Buffer.concat([ftyp, Buffer.alloc(2048, 0x11)]);
    const before = await storedFiles();
    const res = await upload(t, member, token, 'idCardFront', {
      name: 'IMG_0001.HEIC',
      content: heic,
    });
    expect(res.code).toBe(400);
    expect(res.data.fields.file).toMatch(/JPG, PNG or WebP/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a scan whose header declares more pixels than may be decoded', async () => {
    const res = await upload(t, member, token, 'idCardFront', {
      name: 'bomb.png',
      content: png(2, 2, { width: 10_000, height: 6_000 }),
    });
    expect(res.code).toBe(400);
    expect(res.data.fields.file).toMatch(/too large/);
  });
});

/** A one-page PDF whose catalog carries `extra` (an action, a name tree...). */
function pdfWith(extra: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** A PDF 1.5 file whose catalog sits in a Flate-compressed object stream. */
function pdfWithObjectStream(catalog: string): Buffer {
  const objects = `1 0 ${catalog}`;
  const packed = zlib.deflateSync(Buffer.from(objects));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

const ACTIVE_PDFS: [string, Buffer][] = [
  ['OpenAction JavaScript', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
  ['a hex-escaped name', pdfWith('/OpenAction << /S /J#61vaScript /JS (x) >>')],
  ['an additional action', pdfWith('/AA << /O 3 0 R >>')],
  ['a launch action', pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>')],
  ['an embedded file', pdfWith('/Names << /EmbeddedFiles 4 0 R >>')],
  ['an action in an object stream', pdfWithObjectStream('<< /Type /Catalog /AA << >> >>')],
  // An object stream too large to look into (a zip bomb, or an action after 16 MiB of blanks).
  [
    'an object stream past 16 MiB',
    pdfWithObjectStream(`<< /Type /Catalog ${' '.repeat(17 * 1024 * 1024)} /AA << >> >>`),
  ],
];

describe('PDFs with scripts or automatic actions', () => {
  it.each(ACTIVE_PDFS)(
    'refuses %s from a member, with the reason in both languages',
    async (_name, file) => {
      const before = await storedFiles();
      const en = await upload(t, member, token, 'passFront', { name: 'a.pdf', content: file });
      expect(en.code).toBe(400);
      expect(en.data.fields.file).toBe(
        'This PDF contains scripts, automatic actions or embedded files: please upload a plain PDF',
      );
      const zh = await upload(
        t,
        member,
        token,
        'resume',
        { name: 'a.pdf', content: file },
        'zh-CN',
      );
      expect(zh.data.fields.file).toBe(
        '该 PDF 含有脚本、自动操作或嵌入文件，无法接受，请上传普通 PDF',
      );
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('takes a plain PDF, also one whose compressed data happens to hold /AA', async () => {
    expect(
      (await upload(t, member, token, 'passFront', { name: 'a.pdf', content: pdf() })).code,
    ).toBe(200);
    const binary = Buffer.from('/AA /JS ');
    const withStream = Buffer.concat([
      Buffer.from(`%PDF-1.4\n4 0 obj << /Length ${binary.length} /Filter /DCTDecode >>\nstream\n`),
      binary,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    const res = await upload(t, member, token, 'passBack', { name: 'b.pdf', content: withStream });
    expect(res.code, JSON.stringify(res.data)).toBe(200);
  });

  it('refuses them from the back office too, and re-encodes its images', async () => {
    const businessId = await addBusiness(t, member.id);
    const url = `/admin/businesses/${businessId}/documents`;
    for (const [, file] of ACTIVE_PDFS) {
      const res = await admin(t, 'POST', url, {
        name: 'a.pdf',
        contentBase64: file.toString('base64'),
      });
      expect(res.status).toBe(400);
      expect(res.body.data.fields.file).toMatch(/scripts, automatic actions/);
    }
    const photo = await sharp({
      create: { width: 10, height: 10, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const res = await admin(t, 'POST', url, {
      name: 'p.jpg',
      contentBase64: photo.toString('base64'),
    });
    expect(res.status).toBe(200);
    const file = await admin(t, 'GET', `/admin/documents/${res.body.data.id}`);
    expect(file.res.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(res.body.data.size).toBe(file.res.rawPayload.length);
  });
});
