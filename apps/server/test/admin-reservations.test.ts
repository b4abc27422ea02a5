import type { FixtureData } from '@app/contract/testing/fixtures';
import type { UploadKind } from '@app/contract/sections/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReservation,
  fileFor,
  fillReservation,
  saveValidSection,
  storedReservation,
  submit,
} from './reservation-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { storedImage } from './upload-files.ts';

let t: TestApp;
let creator: { id: string; email: string; token: string };
let filler: { id: string; email: string; token: string };
/** Submitted by its filler, so it has its business already. */
let token: string;
let applicant: FixtureData | undefined;
let uploadKind: UploadKind;
let uploadId: string;
/** Open, but with a filler: the back office may make its business by hand. */
let openToken: string;

beforeAll(async () => {
  // Links in mail come from PUBLIC_URL only (mail-links.test.ts shows a caller cannot change it).
  t = await buildTestApp({ ADMIN_TOKEN, PUBLIC_URL: 'https://app.example.com/' });
  creator = await addMember(t);
  filler = await addMember(t);
  token = await createReservation(t, creator, 'insurance');
  const filled = await fillReservation(t, filler, token, 'insurance');
  applicant = filled.sections.applicant;
  [uploadKind, uploadId] = Object.entries(filled.uploads)[0] as [UploadKind, string];
  const submitted = await submit(t, filler, token);
  expect(submitted.code, submitted.msg).toBe(200);
  openToken = await createReservation(t, creator, 'insurance');
  await saveValidSection(t, filler, openToken, 'insurance', 'applicant');
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
    // The ID number masked: staff see it in full only through the audited reveal.
    const idNumber = String(applicant?.idNumber);
    const masked = `${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`;
    expect(one.body.data.sections.applicant).toEqual({
      completed: true,
      data: { ...applicant, idNumber: masked },
    });
    expect(one.body.data.uploads).toContainEqual(
      expect.objectContaining({
        id: uploadId,
        kind: uploadKind,
        url: `/admin/uploads/${uploadId}`,
      }),
    );
    expect((await admin(t, 'GET', '/admin/appointments/unknownToken')).status).toBe(404);

    const file = await admin(t, 'GET', `/admin/uploads/${uploadId}`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe(fileFor(uploadKind).type);
    // What was kept: a PDF as sent, an image re-encoded.
    const sent = fileFor(uploadKind);
    const kept =
      sent.type === 'image/png' ? await storedImage(sent.content, 'image/png') : sent.content;
    expect(file.res.rawPayload.equals(kept)).toBe(true);
    expect((await admin(t, 'GET', `/admin/uploads/${uploadId}`, undefined, null)).status).toBe(401);
  });

  it('creates the business of a reservation once, for its creator and filler', async () => {
    const created = await admin(t, 'POST', '/admin/businesses', {
      appointmentToken: openToken,
      orderNo: 'BO-FROM-LINK',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ orderNo: 'BO-FROM-LINK', productType: 'insurance' });
    expect([...created.body.data.members].sort()).toEqual([creator.email, filler.email].sort());
    const again = await admin(t, 'POST', '/admin/businesses', { appointmentToken: openToken });
    expect(again.status).toBe(409);
    // A submitted reservation got its business when it was submitted.
    const submitted = await admin(t, 'POST', '/admin/businesses', { appointmentToken: token });
    expect(submitted.status).toBe(409);
    const seen = await t.call(
      'insuranceservice/GetSingleInsurance',
      { id: created.body.data.id },
      { token: filler.token },
    );
    expect(seen.data).toMatchObject({ orderNo: 'BO-FROM-LINK', appointmentToken: openToken });
  });

  it('opens a reservation for a member and mails the link in their language', async () => {
    const res = await admin(t, 'POST', '/admin/appointment-links', {
      email: creator.email,
      productType: 'education',
      lang: 'en-US',
    });
    expect(res.status).toBe(200);
    const { token: linkToken, link } = res.body.data;
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toBe(`https://app.example.com/#/pages/appointment/index?token=${linkToken}`);
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe(creator.email);
    expect(mail?.subject).toContain('Education');
    expect(mail?.text).toContain(link);
    expect(await storedReservation(t, linkToken)).toMatchObject({
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
