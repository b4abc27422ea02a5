import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/sessions/tokens.ts';
import { addMember } from './business-fixtures.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let creator: { id: string; email: string; token: string };
let filler: { id: string; email: string; token: string };
const token = 'submittedReservationToken01';
const uploadId = newId();
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  creator = await addMember(t);
  filler = await addMember(t);
  const db = t.app.ctx.db;
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('appointments')
    .values({
      id,
      token,
      product_type: 'insurance',
      status: 'submitted',
      creator_id: creator.id,
      filler_id: filler.id,
      business_id: null,
      invited_email: null,
      created_at: now,
      updated_at: now,
      submitted_at: now,
    })
    .execute();
  await db
    .insertInto('appointment_sections')
    .values({
      appointment_id: id,
      section: 'applicant',
      data: '{"nameEn":"Chan Tai Man"}',
      completed: 1,
      updated_at: now,
    })
    .execute();
  fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'up-1.png'), png);
  await db
    .insertInto('uploads')
    .values({
      id: uploadId,
      member_id: filler.id,
      appointment_id: id,
      kind: 'idCardFront',
      original_name: 'id.png',
      mime: 'image/png',
      size: png.length,
      storage_name: 'up-1.png',
      created_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('admin reservations', () => {
  it('finds submitted reservations and shows one with its sections and uploads', async () => {
    const list = await admin(t, 'GET', '/admin/appointments?status=submitted&page=1&size=10');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      token,
      creatorEmail: creator.email,
      fillerEmail: filler.email,
    });
    expect((await admin(t, 'GET', '/admin/appointments?status=closed')).status).toBe(400);

    const one = await admin(t, 'GET', `/admin/appointments/${token}`);
    expect(one.body.data.sections.applicant).toEqual({
      completed: true,
      data: { nameEn: 'Chan Tai Man' },
    });
    expect(one.body.data.uploads[0]).toMatchObject({
      id: uploadId,
      kind: 'idCardFront',
      url: `/admin/uploads/${uploadId}`,
    });
    expect((await admin(t, 'GET', '/admin/appointments/unknownToken')).status).toBe(404);

    const file = await admin(t, 'GET', `/admin/uploads/${uploadId}`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('image/png');
    expect(file.res.rawPayload.equals(png)).toBe(true);
    expect((await admin(t, 'GET', `/admin/uploads/${uploadId}`, undefined, null)).status).toBe(401);
  });

  it('creates the business of a reservation once, for its creator and filler', async () => {
    const created = await admin(t, 'POST', '/admin/businesses', {
      appointmentToken: token,
      orderNo: 'BO-FROM-LINK',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ orderNo: 'BO-FROM-LINK', productType: 'insurance' });
    expect([...created.body.data.members].sort()).toEqual([creator.email, filler.email].sort());
    const again = await admin(t, 'POST', '/admin/businesses', { appointmentToken: token });
    expect(again.status).toBe(409);
    const seen = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id: created.body.data.id },
      { token: filler.token },
    );
    expect(seen.data).toMatchObject({ orderNo: 'BO-FROM-LINK', appointmentToken: token });
  });

  it('opens a reservation for a member and mails the link in their language', async () => {
    const res = await admin(t, 'POST', '/admin/appointment-links', {
      email: creator.email,
      productType: 'education',
      lang: 'en-US',
      baseUrl: 'https://app.example.com/',
    });
    expect(res.status).toBe(200);
    const { token: linkToken, link } = res.body.data;
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toBe(`https://app.example.com/#/pages/appointment/index?token=${linkToken}`);
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe(creator.email);
    expect(mail?.subject).toContain('Education');
    expect(mail?.text).toContain(link);
    const row = await t.app.ctx.db
      .selectFrom('appointments')
      .selectAll()
      .where('token', '=', linkToken)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'open',
      creator_id: creator.id,
      invited_email: creator.email,
      product_type: 'education',
    });

    const zh = await admin(t, 'POST', '/admin/appointment-links', {
      email: creator.email,
      productType: 'trust',
    });
    expect(t.mail.at(-1)?.subject).toContain('信托');
    expect(zh.body.data.link).toContain('#/pages/appointment/index?token=');
    expect(
      (
        await admin(t, 'POST', '/admin/appointment-links', {
          email: 'nobody@example.com',
          productType: 'trust',
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin(t, 'POST', '/admin/appointment-links', { email: 'bad', productType: 'boat' }))
        .body.data.fields,
    ).toHaveProperty('productType');
  });
});
