import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedReservation } from './reservation-helpers.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  accept,
  auditActions,
  history,
  requestChanges,
  submittedBusiness,
} from './review-helpers.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof addMember>>;
const asks = { sections: ['insured'], uploads: ['idCardFront'], note: 'The ID card is blurred' };

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await addMember(t);
});
afterAll(async () => {
  await t.close();
});

async function bearerOf(role: 'operator' | 'auditor' | 'agent') {
  const staff = await makeStaff(t, role);
  return { staff, bearer: (await staffLogin(t, staff.email)).bearer_token };
}

describe('request changes', () => {
  it('is open to operators and agents in their book, refused to auditors and outside the book', async () => {
    const { businessId, token } = await submittedBusiness(t, member);
    const auditor = await bearerOf('auditor');
    expect((await requestChanges(t, businessId, asks, auditor.bearer)).status).toBe(403);
    const agent = await bearerOf('agent');
    expect((await requestChanges(t, businessId, asks, agent.bearer)).status).toBe(404);

    const operator = await bearerOf('operator');
    const res = await requestChanges(t, businessId, asks, operator.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      token,
      status: 'changesRequested',
      review: 'changesRequested',
      changeRequest: { ...asks, by: operator.staff.name },
    });
    expect((await storedReservation(t, token)).reviewed_by).toBe(operator.staff.name);

    // The member joins the agent's book: the agent may now ask too, replacing the request.
    const inBook = await addMember(t);
    await t.app.ctx.db
      .updateTable('members')
      .set({ staff_id: agent.staff.id })
      .where('id', '=', inBook.id)
      .execute();
    const theirs = await submittedBusiness(t, inBook, 'trust');
    const byAgent = await requestChanges(
      t,
      theirs.businessId,
      { sections: ['bank'], note: 'Wrong account' },
      agent.bearer,
    );
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.data.changeRequest).toMatchObject({ sections: ['bank'], uploads: [] });

    const actions = await auditActions(t, businessId);
    expect(actions.map((entry) => entry.action)).toEqual(['requestChanges']);
    expect(actions[0]?.actor).toMatchObject({ type: 'staff', name: operator.staff.name });
    expect(actions[0]?.changes).toMatchObject({
      status: { before: 'submitted', after: 'changesRequested' },
      note: { before: null, after: asks.note },
    });
  });

  it('names only sections and upload kinds of the product, and takes a note', async () => {
    const { businessId, token } = await submittedBusiness(t, member);
    const refused = async (body: unknown, field: string) => {
      const res = await requestChanges(t, businessId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.fields).toHaveProperty(field);
    };
    await refused({ sections: ['garden'], note: 'x' }, 'sections.0');
    await refused({ sections: ['bank'], note: 'x' }, 'sections');
    await refused({ uploads: ['resume'], note: 'x' }, 'uploads');
    await refused({ uploads: ['selfie'], note: 'x' }, 'uploads.0');
    await refused({ sections: [], uploads: [], note: 'x' }, 'sections');
    await refused({ sections: ['insured'] }, 'note');
    await refused({ sections: ['insured'], note: '   ' }, 'note');
    await refused({ sections: ['insured'], note: 'x'.repeat(501) }, 'note');
    expect((await storedReservation(t, token)).status).toBe('submitted');
  });

  it('needs a submitted reservation behind the business', async () => {
    const byHand = await addBusiness(t, member.id);
    const none = await requestChanges(t, byHand, asks);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('This business has no reservation');
    expect((await requestChanges(t, 'no-such-business', asks)).status).toBe(404);

    const open = await admin(t, 'POST', '/admin/appointment-links', {
      email: member.email,
      productType: 'insurance',
    });
    const fromOpen = await admin(t, 'POST', '/admin/businesses', {
      appointmentToken: open.body.data.token,
    });
    const refused = await requestChanges(t, fromOpen.body.data.id, asks);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Only a submitted reservation can be sent back for changes');
  });
});

describe('accept', () => {
  it('is refused while changes are requested, then moves a submitted business to reviewing once', async () => {
    const { businessId, token } = await submittedBusiness(t, member);
    expect((await requestChanges(t, businessId, asks)).status).toBe(200);
    const early = await accept(t, businessId);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('Changes are requested: wait until the member submits again');

    // Back to submitted as the member would leave it after resubmitting.
    await t.app.ctx.db
      .updateTable('appointments')
      .set({ status: 'submitted', review_status: 'pending' })
      .where('token', '=', token)
      .execute();
    const auditor = await bearerOf('auditor');
    expect((await accept(t, businessId, {}, auditor.bearer)).status).toBe(403);
    const res = await accept(t, businessId, { note: 'Documents complete' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'submitted', review: 'accepted' });
    expect(res.body.data.changeRequest).toBeNull();
    expect((await accept(t, businessId, { note: 'again' })).status).toBe(200);

    expect(await history(t, businessId)).toEqual([
      { from_status: null, to_status: 'submitted', note: '' },
      { from_status: 'submitted', to_status: 'reviewing', note: 'Documents complete' },
    ]);
    const actions = await auditActions(t, businessId);
    expect(actions.map((entry) => entry.action)).toEqual(['requestChanges', 'accept']);
    expect(actions[1]?.changes).toMatchObject({
      review: { before: 'pending', after: 'accepted' },
      businessStatus: { before: 'submitted', after: 'reviewing' },
    });
    expect((await accept(t, 'no-such-business')).status).toBe(404);
  });
});
