import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReservation,
  fileFor,
  saveValidSection,
  storedReservation,
  upload,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { checkLink, requestChanges, submittedBusiness } from './review-helpers.ts';

/** Issue 36: the member's own reservations (policyholder/AppointList, DeleteAppoint). */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});

const list = (who: Member, body: Record<string, string> = {}) =>
  t.call('policyholder/AppointList', { page: '1', size: '50', ...body }, { token: who.token });
const remove = (who: Member, token: string) =>
  t.call('policyholder/DeleteAppoint', { token }, { token: who.token });

describe('policyholder/AppointList', () => {
  it('lists open, changes-requested and submitted reservations with progress, newest first', async () => {
    const member = await addMember(t);
    const sent = await submittedBusiness(t, member);
    const asked = await submittedBusiness(t, member, 'trust');
    await requestChanges(t, asked.businessId, { sections: ['customer'], note: 'Name' });
    const draft = await createReservation(t, member, 'insurance');
    await saveValidSection(t, member, draft, 'insurance', 'applicant');

    const res = await list(member);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((item: { token: string }) => item.token)).toEqual([
      draft,
      asked.token,
      sent.token,
    ]);
    expect(res.data.list[0]).toEqual({
      token: draft,
      productType: 'insurance',
      status: 'open',
      sectionsCompleted: 1,
      sectionsTotal: 3,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      businessId: null,
    });
    expect(res.data.list[1]).toMatchObject({
      status: 'changesRequested',
      sectionsCompleted: 2,
      sectionsTotal: 3,
      businessId: asked.businessId,
    });
    expect(res.data.list[2]).toMatchObject({
      status: 'submitted',
      sectionsCompleted: 3,
      businessId: sent.businessId,
    });
    // Paged.
    const second = await list(member, { page: '2', size: '2' });
    expect(second.data).toMatchObject({ total: 3, list: [{ token: sent.token }] });
  });

  it('shows no other member’s reservations, and refuses without a session', async () => {
    const member = await addMember(t);
    const other = await addMember(t);
    await createReservation(t, other, 'trust');
    expect((await list(member)).data).toEqual({ list: [], total: 0 });
    const anonymous = await t.call('policyholder/AppointList', { page: '1' });
    expect(anonymous.code).toBe(401);
  });
});

describe('policyholder/DeleteAppoint', () => {
  it('removes an open draft with its sections and files', async () => {
    const member = await addMember(t);
    const token = await createReservation(t, member, 'insurance');
    await saveValidSection(t, member, token, 'insurance', 'applicant');
    expect((await upload(t, member, token, 'idCardFront', fileFor('idCardFront'))).code).toBe(200);
    const { id } = await storedReservation(t, token);

    const res = await remove(member, token);
    expect(res.code, res.msg).toBe(200);
    expect((await list(member)).data.total).toBe(0);
    expect((await checkLink(t, member, token)).code).toBe(410);
    const db = t.app.ctx.db;
    const left = await db.selectFrom('uploads').select('id').where('appointment_id', '=', id);
    expect(await left.execute()).toEqual([]);
    const sections = db.selectFrom('appointment_sections').select('section');
    expect(await sections.where('appointment_id', '=', id).execute()).toEqual([]);
    // Gone: a second delete finds nothing.
    expect((await remove(member, token)).code).toBe(410);
  });

  it('refuses a submitted or sent-back reservation with 409', async () => {
    const member = await addMember(t);
    const sent = await submittedBusiness(t, member);
    const res = await remove(member, sent.token);
    expect(res.code).toBe(409);
    expect(res.msg).toBe('A reservation that was submitted cannot be deleted');
    await requestChanges(t, sent.businessId, { sections: ['insured'], note: 'x' });
    expect((await remove(member, sent.token)).code).toBe(409);
    expect((await list(member)).data.total).toBe(1);
  });

  it('refuses another member’s reservation as every reservation call does', async () => {
    const member = await addMember(t);
    const other = await addMember(t);
    const token = await createReservation(t, member, 'insurance');
    const res = await remove(other, token);
    expect(res.code).toBe(410);
    expect((await list(member)).data.total).toBe(1);
    // Another member's submitted one: not even its state is told.
    const sent = await submittedBusiness(t, member);
    expect((await remove(other, sent.token)).code).toBe(410);
  });
});
