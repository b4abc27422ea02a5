import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from '../src/features/business/demo-files.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import { storedImage } from './upload-files.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
let businessId: string;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await addMember(t);
  stranger = await addMember(t);
  businessId = await addBusiness(t, member.id);
});
afterAll(async () => {
  await t.close();
});

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----test${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { payload, contentType } = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/businesses/${businessId}/documents`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const docs = async () =>
  (await t.call('insuranceservice/GetSingleInsurance', { id: businessId }, { token: member.token }))
    .data.documents;

describe('admin documents', () => {
  it('attaches a multipart PDF, typed by its bytes, visible and downloadable by the member only', async () => {
    const pdf = demoPdf(['Policy schedule']);
    const res = await upload(
      { name: '保单 Policy.pdf' },
      { name: 'x.bin', type: 'application/octet-stream', bytes: pdf },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '保单 Policy.pdf',
      mime: 'application/pdf',
      size: pdf.length,
    });
    const listed = await docs();
    expect(listed).toEqual([
      expect.objectContaining({ id: res.body.data.id, mime: 'application/pdf' }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: listed[0].url,
      headers: { authorization: member.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: listed[0].url,
      headers: { authorization: stranger.token },
    });
    expect(other.statusCode).toBe(404);
  });

  it('attaches a JSON base64 PNG from a script', async () => {
    const png = demoPng([0, 128, 255], 16, 16);
    const res = await admin(t, 'POST', `/admin/businesses/${businessId}/documents`, {
      name: '../../receipt.png',
      mime: 'application/pdf',
      contentBase64: png.toString('base64'),
    });
    expect(res.status).toBe(200);
    // The image as re-encoded (no metadata): its size, not the size sent.
    expect(res.body.data).toMatchObject({
      name: 'receipt.png',
      mime: 'image/png',
      size: (await storedImage(png, 'image/png')).length,
    });
    expect((await docs()).map((d: { mime: string }) => d.mime)).toEqual([
      'application/pdf',
      'image/png',
    ]);
  });

  it('refuses other file types, a missing file, bad base64 and unknown businesses', async () => {
    const html = await upload(
      {},
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') },
    );
    expect(html.status).toBe(400);
    expect(html.body.data.fields.file).toMatch(/PDF, JPEG, PNG or WebP/);
    const none = await admin(t, 'POST', `/admin/businesses/${businessId}/documents`, {
      name: 'x.pdf',
    });
    expect(none.status).toBe(400);
    const garbage = await admin(t, 'POST', `/admin/businesses/${businessId}/documents`, {
      name: 'x',
      contentBase64: '***',
    });
    expect(garbage.status).toBe(400);
    const missing = await admin(t, 'POST', '/admin/businesses/nope/documents', {
      name: 'x.pdf',
      contentBase64: demoPdf(['x']).toString('base64'),
    });
    expect(missing.status).toBe(404);
    expect(await docs()).toHaveLength(2);
  });
});
