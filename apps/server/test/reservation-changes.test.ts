import { validSection } from '@app/contract/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, save, storedReservation, submit, today, upload } from './reservation-helpers.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { checkLink, history, requestChanges, submittedBusiness } from './review-helpers.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof addMember>>;
let stranger: Awaited<ReturnType<typeof addMember>>;
const note = 'The insured’s birth date and the ID card front need another look';

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await addMember(t);
  stranger = await addMember(t);
});
afterAll(async () => {
  await t.close();
});

describe('a reservation sent back for changes', () => {
  it('reopens only the named sections and upload kinds, then resubmits into the same business', async () => {
    const { token, businessId, uploads } = await submittedBusiness(t, member);
    const asked = await requestChanges(t, businessId, {
      sections: ['insured'],
      uploads: ['idCardFront'],
      note,
    });
    expect(asked.status).toBe(200);

    const link = await checkLink(t, member, token);
    expect(link.code).toBe(200);
    expect(link.data).toMatchObject({
      status: 'changesRequested',
      businessId,
      changeRequest: { sections: ['insured'], uploads: ['idCardFront'], note },
    });
    expect(link.data.changeRequest.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Someone else holding the link still finds it filled.
    expect((await checkLink(t, stranger, token)).code).toBe(409);

    const applicant = await save(
      t,
      member,
      token,
      'applicant',
      validSection('applicant', 'insurance', today()),
    );
    expect(applicant.code).toBe(409);
    expect(applicant.msg).toBe('This section is not open for changes');
    const insured = validSection('insured', 'insurance', today());
    expect((await save(t, member, token, 'insured', insured)).code).toBe(200);

    const pass = await upload(t, member, token, 'passFront', fileFor('passFront'));
    expect(pass.code).toBe(409);
    expect(pass.msg).toBe('This upload is not open for changes');
    const front = await upload(t, member, token, 'idCardFront', fileFor('idCardFront'));
    expect(front.code, front.msg).toBe(200);
    // The upload section may point the reopened kind at the new file, and nothing else.
    const sneaky = await save(t, member, token, 'upload', {
      ...uploads,
      idCardFront: front.data.id,
      passFront: front.data.id,
    });
    expect(sneaky.code).toBe(409);
    expect(sneaky.data.fields).toHaveProperty('passFront');
    const replaced = await save(t, member, token, 'upload', {
      ...uploads,
      idCardFront: front.data.id,
    });
    expect(replaced.code, replaced.msg).toBe(200);
    expect(replaced.data.sections.upload.data.idCardFront).toBe(front.data.id);

    const order = await t.app.ctx.db
      .selectFrom('businesses')
      .select(['id', 'order_no', 'status'])
      .where('appointment_id', '=', (await storedReservation(t, token)).id)
      .execute();
    const again = await submit(t, member, token);
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toMatchObject({ status: 'submitted', businessId, changeRequest: null });
    const after = await t.app.ctx.db
      .selectFrom('businesses')
      .select(['id', 'order_no', 'status'])
      .where('appointment_id', '=', (await storedReservation(t, token)).id)
      .execute();
    expect(after).toEqual(order);
    expect((await history(t, businessId)).at(-1)).toEqual({
      from_status: 'submitted',
      to_status: 'submitted',
      note: 'Resubmitted after changes',
    });
    expect(await storedReservation(t, token)).toMatchObject({
      status: 'submitted',
      review_status: 'pending',
      review_note: null,
      review_sections: null,
      review_uploads: null,
    });
    // A double tap answers the same reservation and adds nothing.
    expect((await submit(t, member, token)).code).toBe(200);
    expect(await history(t, businessId)).toHaveLength(2);
    expect((await save(t, member, token, 'insured', insured)).code).toBe(409);
  });

  it('refuses a resubmission that is not valid, keeping the request', async () => {
    const { token, businessId } = await submittedBusiness(t, member, 'trust');
    await requestChanges(t, businessId, { sections: ['upload'], note });
    // The whole upload section reopened: every kind may be replaced, and emptied.
    const card = await upload(t, member, token, 'savingsCardFront', fileFor('savingsCardFront'));
    expect(card.code, card.msg).toBe(200);
    await t.app.ctx.db
      .updateTable('appointment_sections')
      .set({ data: '{}' })
      .where('section', '=', 'upload')
      .where('appointment_id', '=', (await storedReservation(t, token)).id)
      .execute();
    const refused = await submit(t, member, token);
    expect(refused.code).toBe(400);
    expect(refused.data.sections).toEqual(['upload']);
    expect(await storedReservation(t, token)).toMatchObject({
      status: 'changesRequested',
      review_status: 'changesRequested',
      review_note: note,
    });
  });

  it('shows the review in the back office list and detail', async () => {
    const { token, businessId } = await submittedBusiness(t, member, 'realEstate');
    await requestChanges(t, businessId, { uploads: ['passBack'], note });
    const list = await admin(t, 'GET', '/admin/appointments?review=changesRequested&size=100');
    expect(list.status).toBe(200);
    const item = list.body.data.list.find((entry: { token: string }) => entry.token === token);
    expect(item).toMatchObject({ status: 'changesRequested', review: 'changesRequested' });
    expect(
      list.body.data.list.every((entry: { review: string }) => entry.review === 'changesRequested'),
    ).toBe(true);
    expect((await admin(t, 'GET', '/admin/appointments?review=maybe')).status).toBe(400);
    const detail = await admin(t, 'GET', `/admin/appointments/${token}`);
    expect(detail.body.data.changeRequest).toMatchObject({
      sections: [],
      uploads: ['passBack'],
      note,
      by: 'ADMIN_TOKEN',
    });
  });
});
