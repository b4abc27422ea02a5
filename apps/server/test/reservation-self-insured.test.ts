import { validSection } from '@app/contract/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSections } from '../src/db/sections-repository.ts';
import { sectionsDataFrom } from '../src/features/reservation/reservation-dto.ts';
import {
  createReservation,
  fillReservation,
  save,
  selfApplicant,
  storedReservation,
  submit,
  today,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { useTestApp } from './helpers.ts';
import { checkLink, requestChanges } from './review-helpers.ts';

/**
 * Issue 36's blocker: a policyholder who is also the insured ('self') is one person in two
 * sections. Saving either keeps both copies alike, in one transaction, open or sent back.
 */
const t = useTestApp({ ADMIN_TOKEN });
let member: Member;
beforeAll(async () => {
  member = await addMember(t);
});

async function storedSections(token: string) {
  const row = await storedReservation(t, token);
  return sectionsDataFrom(await readSections(t.app.ctx.db, row.id));
}

async function selfInsuredBusiness() {
  const token = await createReservation(t, member, 'insurance');
  await fillReservation(t, member, token, 'insurance');
  expect((await save(t, member, token, 'applicant', selfApplicant())).code).toBe(200);
  const res = await submit(t, member, token);
  expect(res.code, res.msg).toBe(200);
  return { token, businessId: res.data.businessId as string };
}

describe('a policyholder who is the insured', () => {
  it('saving the policyholder writes the insured copy with it', async () => {
    const token = await createReservation(t, member, 'insurance');
    const res = await save(t, member, token, 'applicant', selfApplicant());
    expect(res.code, res.msg).toBe(200);
    expect(res.data.sections.insured).toMatchObject({ completed: true });
    expect(res.data.sections.insured.data.mailingAddress).toBe(selfApplicant().mailingAddress);
    const stored = await storedSections(token);
    expect(stored.insured).not.toHaveProperty('relationToInsured');
    expect(stored.insured?.mailingAddress).toBe(stored.applicant?.mailingAddress);
  });

  it('a reopened policyholder section saves both copies; the address is one', async () => {
    const { token, businessId } = await selfInsuredBusiness();
    const asked = await requestChanges(t, businessId, {
      sections: ['applicant'],
      note: 'Please correct the address',
    });
    expect(asked.status).toBe(200);
    const fixed = { ...selfApplicant(), mailingAddress: '1 Queen’s Road Central, Hong Kong' };
    const res = await save(t, member, token, 'applicant', fixed);
    expect(res.code, res.msg).toBe(200);
    const stored = await storedSections(token);
    expect(stored.applicant?.mailingAddress).toBe(fixed.mailingAddress);
    expect(stored.insured?.mailingAddress).toBe(fixed.mailingAddress);
    // The member's overview and the staff agree: the request is answered.
    const link = await checkLink(t, member, token);
    expect(link.data.changeRequest.answered).toEqual({ sections: ['applicant'], uploads: [] });
  });

  it('a reopened insured section of the same person saves the policyholder copy too', async () => {
    const { token, businessId } = await selfInsuredBusiness();
    await requestChanges(t, businessId, { sections: ['insured'], note: 'Address' });
    const insured = {
      ...validSection('insured', 'insurance', today()),
      mailingAddress: '2 Des Voeux Road, Hong Kong',
    };
    const res = await save(t, member, token, 'insured', insured);
    expect(res.code, res.msg).toBe(200);
    const stored = await storedSections(token);
    expect(stored.applicant).toMatchObject({
      relationToInsured: 'self',
      mailingAddress: insured.mailingAddress,
    });
    expect((await submit(t, member, token)).code).toBe(200);
  });

  it('another member cannot save into it', async () => {
    const { token, businessId } = await selfInsuredBusiness();
    await requestChanges(t, businessId, { sections: ['applicant'], note: 'Address' });
    const stranger = await addMember(t);
    expect((await save(t, stranger, token, 'applicant', selfApplicant())).code).toBe(409);
    const stored = await storedSections(token);
    expect(stored.applicant?.mailingAddress).toBe(selfApplicant().mailingAddress);
  });
});
