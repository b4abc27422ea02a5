import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/sessions/tokens.ts';
import {
  createReservation,
  fileFor,
  fillReservation,
  multipartCall,
  newMember,
  save,
  storedReservation,
  storedSections,
  submit,
  upload,
} from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { ADMIN_TOKEN } from '../admin-helpers.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { addOwnedBusiness, getWithToken, visible } from './fixtures.ts';

/**
 * OWASP API1 (broken object-level authorisation): member B holds every id of member A's objects
 * and tries each call and GET route with them. B must get the same answer as for an id that does
 * not exist, so not even the existence of A's objects leaks.
 */
let t: TestApp;
let a: Member;
let b: Member;
let owned: Awaited<ReturnType<typeof addOwnedBusiness>>;
let unknown: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  a = await newMember(t);
  b = await newMember(t);
  owned = await addOwnedBusiness(t, a.id);
  unknown = newId();
});
afterAll(async () => {
  await t.close();
});

describe('businesses, payment records and documents of another member', () => {
  const byId = [
    ['insuranceservice/GetSingleInsurance', () => owned.businessId],
    ['insuranceservice/getpaymentrecords', () => owned.businessId],
    ['insuranceservice/getstatuschange', () => owned.businessId],
    ['insuranceservice/getpaymentrecord', () => owned.paymentId],
  ] as const;

  it.each(byId)('%s answers 404 exactly as for an unknown id', async (path, id) => {
    // The owner sees it: the id is real and the call works.
    expect((await t.call(path, { id: id() }, { token: a.token })).code).toBe(200);
    const theirs = await t.call(path, { id: id() }, { token: b.token });
    const missing = await t.call(path, { id: unknown }, { token: b.token });
    expect(visible(theirs)).toEqual({ code: 404, msg: 'Not found', data: null });
    expect(visible(theirs)).toEqual(visible(missing));
  });

  it('getbusinessforuser lists only the caller’s businesses', async () => {
    const mine = await t.call('insuranceservice/getbusinessforuser', {}, { token: a.token });
    const other = await t.call('insuranceservice/getbusinessforuser', {}, { token: b.token });
    expect(mine.data.list.map((row: { id: string }) => row.id)).toEqual([owned.businessId]);
    expect(other.data).toMatchObject({ list: [], total: 0 });
  });

  it('GET /api/business/document/:id is 404 for another member, as for an unknown id', async () => {
    const url = (id: string) => `/api/business/document/${id}`;
    expect((await getWithToken(t, url(owned.documentId), a.token)).statusCode).toBe(200);
    const theirs = await getWithToken(t, url(owned.documentId), b.token);
    const missing = await getWithToken(t, url(unknown), b.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await getWithToken(t, url(owned.documentId))).statusCode).toBe(401);
  });
});

describe('reservations and uploads of another member', () => {
  /**
   * A link nobody else has written into is a bearer capability by design (it is handed on to
   * the person who fills it). Once it has a filler, it belongs to creator and filler only.
   */
  async function claimedReservation() {
    const token = await createReservation(t, a, 'realEstate');
    const filler = await newMember(t);
    const file = await upload(t, filler, token, 'idCardFront', fileFor('idCardFront'));
    expect(file.code, file.msg).toBe(200);
    return { token, uploadId: file.data.id as string };
  }

  it('checkAppointUrl, save, submit and upload answer 410 for a claimed link', async () => {
    const { token } = await claimedReservation();
    const missing = await t.call(
      'policyholder/checkAppointUrl',
      { token: 'x'.repeat(32) },
      { token: b.token },
    );
    expect(missing.code).toBe(410);
    const answers = [
      await t.call('policyholder/checkAppointUrl', { token }, { token: b.token }),
      await save(t, b, token, 'upload', {}),
      await submit(t, b, token),
      await upload(t, b, token, 'idCardBack', fileFor('idCardBack')),
    ];
    for (const res of answers) {
      expect(visible(res)).toEqual(visible(missing));
    }
    expect((await storedReservation(t, token)).status).toBe('open');
    expect(await storedSections(t, token)).toEqual({});
  });

  it('GET /api/upload/file/:id is 404 for a member outside the reservation', async () => {
    const { uploadId } = await claimedReservation();
    const url = (id: string) => `/api/upload/file/${id}`;
    expect((await getWithToken(t, url(uploadId), a.token)).statusCode).toBe(200);
    const theirs = await getWithToken(t, url(uploadId), b.token);
    const missing = await getWithToken(t, url(unknown), b.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
  });

  it("refuses another reservation's upload id in one's own upload section", async () => {
    const { uploadId } = await claimedReservation();
    const own = await createReservation(t, b, 'realEstate');
    // Every other required file is B's own, so only the borrowed id can be what is refused.
    const ids: Record<string, string> = { idCardFront: uploadId };
    for (const kind of ['idCardBack', 'passFront', 'passBack', 'savingsCardFront'] as const) {
      ids[kind] = (await upload(t, b, own, kind, fileFor(kind))).data.id;
    }
    const res = await save(t, b, own, 'upload', ids);
    expect(res.code).toBe(400);
    expect(Object.keys(res.data.fields)).toEqual(['idCardFront']);
  });

  it('tells a submitted link’s business id only to its parties', async () => {
    const token = await createReservation(t, a, 'realEstate');
    const filler = await newMember(t);
    await fillReservation(t, filler, token, 'realEstate');
    const submitted = await submit(t, filler, token);
    expect(submitted.code, submitted.msg).toBe(200);
    const { businessId } = submitted.data;
    const stranger = await t.call('policyholder/checkAppointUrl', { token }, { token: b.token });
    const creator = await t.call('policyholder/checkAppointUrl', { token }, { token: a.token });
    expect(visible(stranger)).toEqual({ code: 409, msg: expect.any(String), data: null });
    expect(creator.data).toEqual({ businessId });
  });

  it('answers a multipart call without a session 401 before touching the reservation', async () => {
    const { token } = await claimedReservation();
    const res = await multipartCall(
      t,
      'policyholder/EditAppointInfo',
      { token, action: 'submit' },
      { id: '', token: 'not-a-session' },
    );
    expect(res.code).toBe(401);
  });
});
