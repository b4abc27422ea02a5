import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { createReservation, newMember, save, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { uploadSlip } from './remittance-helpers.ts';
import { png, storedImage } from './upload-files.ts';
import { storedNames } from './stored-files.ts';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t?.close();
});

const fetchFile = (id: string, memberToken?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/upload/file/${id}`,
    headers: memberToken ? { authorization: memberToken } : {},
  });

describe('GET /api/upload/file/:id', () => {
  it('serves a file to the reservation’s creator and filler only', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    const stranger = await newMember(t);
    const link = await createReservation(t, creator, 'trust');
    const sent = await upload(t, filler, link, 'idCardFront', {
      name: '身份证 <正面>.png',
      content: png(),
    });
    expect(sent.code, sent.msg).toBe(200);
    for (const who of [creator, filler]) {
      const res = await fetchFile(sent.data.id, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(await storedImage(png(), 'image/png'));
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Opened on its own, the file is sandboxed: no script of it runs as the app.
      expect(res.headers['content-security-policy']).toBe(
        "sandbox; default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="___ __.png"; filename*=UTF-8''${encodeURIComponent('身份证 正面.png')}`,
      );
    }
    expect((await fetchFile(sent.data.id, stranger.token)).statusCode).toBe(404);
    expect((await fetchFile('no-such-upload', creator.token)).statusCode).toBe(404);
    expect((await fetchFile(sent.data.id)).statusCode).toBe(401);
    expect((await fetchFile(sent.data.id, 'not-a-session')).statusCode).toBe(401);
  });

  it('keeps the saved section pointing at files it may serve', async () => {
    const link = await createReservation(t, member, 'trust');
    const sent = await upload(t, member, link, 'idCardFront', { name: 'a.png', content: png() });
    const res = await save(t, member, link, 'upload', { idCardFront: sent.data.id });
    // The other required kinds are missing: the section is refused, the file remains served.
    expect(res.code).toBe(400);
    expect((await fetchFile(sent.data.id, member.token)).statusCode).toBe(200);
  });
});

describe('upload quota', () => {
  it('refuses a file that would take a member past the quota', async () => {
    const kept = await storedImage(png(), 'image/png');
    const small = await buildTestApp({ UPLOAD_QUOTA_BYTES: String(kept.length * 2) });
    try {
      const owner = await newMember(small);
      const link = await createReservation(small, owner, 'trust');
      const file = { name: 'a.png', content: png() };
      expect((await upload(small, owner, link, 'idCardFront', file)).code).toBe(200);
      expect((await upload(small, owner, link, 'idCardBack', file)).code).toBe(200);
      const over = await upload(small, owner, link, 'passFront', file);
      expect(over.code).toBe(400);
      expect(over.data.fields.file).toBe('You have used all your upload space');
      expect(await storedNames(small, 'uploads')).toHaveLength(2);
    } finally {
      await small.close();
    }
  });

  it("counts a member's bank slips in the same quota, and keeps no file it refuses", async () => {
    const kept = await storedImage(png(), 'image/png');
    const small = await buildTestApp({ UPLOAD_QUOTA_BYTES: String(kept.length * 2) });
    try {
      const owner = await newMember(small);
      expect((await uploadSlip(small, owner)).code).toBe(200);
      expect((await uploadSlip(small, owner)).code).toBe(200);
      const over = await uploadSlip(small, owner);
      expect(over.code).toBe(400);
      expect(over.data.fields.file).toBe('You have used all your upload space');
      expect(await storedNames(small, 'uploads')).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});
