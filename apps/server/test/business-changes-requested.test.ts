import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from './reservation-helpers.ts';
import { submit } from './reservation-helpers.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { requestChanges, submittedBusiness } from './review-helpers.ts';

/**
 * Issue 36: a change request is found from the business list and detail (DESIGN.md
 * `changesRequested` {note, token}), not only from the message centre; null otherwise.
 */
let t: TestApp;
let member: Member;
const note = 'Please correct the mailing address';

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  member = await addMember(t);
});
afterAll(async () => {
  await t.close();
});

const list = (who: Member) =>
  t.call('insuranceservice/getbusinessforuser', { page: '1', size: '50' }, { token: who.token });
const detail = (who: Member, id: string) =>
  t.call('insuranceservice/GetSingleInsurance', { id }, { token: who.token });
const itemOf = async (who: Member, id: string) =>
  (await list(who)).data.list.find((item: { id: string }) => item.id === id);

describe('a business whose reservation was sent back for changes', () => {
  it('carries the request on its list item and detail until the member resubmits', async () => {
    const { token, businessId } = await submittedBusiness(t, member);
    expect((await itemOf(member, businessId)).changesRequested).toBeNull();
    expect((await detail(member, businessId)).data.changesRequested).toBeNull();

    expect((await requestChanges(t, businessId, { sections: ['insured'], note })).status).toBe(200);
    expect((await itemOf(member, businessId)).changesRequested).toEqual({ note, token });
    const shown = await detail(member, businessId);
    expect(shown.code).toBe(200);
    expect(shown.data.changesRequested).toEqual({ note, token });

    expect((await submit(t, member, token)).code).toBe(200);
    expect((await itemOf(member, businessId)).changesRequested).toBeNull();
    expect((await detail(member, businessId)).data.changesRequested).toBeNull();
  });

  it('is not shown to another member', async () => {
    const { businessId } = await submittedBusiness(t, member);
    await requestChanges(t, businessId, { sections: ['insured'], note });
    const stranger = await addMember(t);
    expect((await detail(stranger, businessId)).code).toBe(404);
    expect(await itemOf(stranger, businessId)).toBeUndefined();
  });
});
