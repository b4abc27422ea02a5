import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_CN_ID } from '@app/contract/testing/fixtures';
import { createReservation, fillReservation, newMember, submit } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { loggedInStaff } from './staff-book-fixtures.ts';

/**
 * policyholder/LastPerson: the person section (applicant or customer) of the reservation the
 * member last submitted and filled in themselves, decrypted; null before any (issue 36).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const lastPerson = async (member: Member) => {
  const res = await t.call('policyholder/LastPerson', {}, { token: member.token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { section: string; data: Record<string, unknown> } | null;
};

const submitted = async (member: Member, product: 'insurance' | 'trust', nameCn?: string) => {
  const token = await createReservation(t, member, product);
  const person = product === 'insurance' ? 'applicant' : 'customer';
  await fillReservation(t, member, token, product, (sections) => {
    if (nameCn) sections[person]!.nameCn = nameCn;
  });
  expect((await submit(t, member, token)).code).toBe(200);
  return token;
};

describe('policyholder/LastPerson', () => {
  it('answers null before any submitted reservation (an open one does not count)', async () => {
    const member = await newMember(t);
    expect(await lastPerson(member)).toBeNull();
    const token = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, token, 'insurance');
    expect(await lastPerson(member)).toBeNull();
  });

  it('answers the last submitted applicant, decrypted, then a later customer', async () => {
    const member = await newMember(t);
    await submitted(member, 'insurance');
    const first = await lastPerson(member);
    expect(first?.section).toBe('applicant');
    expect(first?.data).toMatchObject({
      nameCn: '陈大文',
      nameEn: 'Chan Tai Man',
      idType: 'cnId',
      idNumber: VALID_CN_ID,
      email: 'chan.taiman@example.com',
    });
    // Only the person: not the insured, the bank or the uploads of that reservation.
    expect(Object.keys(first!)).toEqual(['section', 'data']);

    await submitted(member, 'trust', '李四');
    expect(await lastPerson(member)).toMatchObject({
      section: 'customer',
      data: { nameCn: '李四', idNumber: VALID_CN_ID },
    });
  });

  it("never answers another member's person, not even to the one who handed the link on", async () => {
    const agent = await newMember(t);
    const customer = await newMember(t);
    const token = await createReservation(t, agent, 'insurance');
    await fillReservation(t, customer, token, 'insurance', (sections) => {
      sections.applicant!.nameCn = '王五';
    });
    expect((await submit(t, customer, token)).code).toBe(200);
    // The member who filled it in gets their answers back; the agent who created it does not.
    expect((await lastPerson(customer))?.data.nameCn).toBe('王五');
    expect(await lastPerson(agent)).toBeNull();
    // Nor does a stranger, who only ever gets their own.
    const stranger = await newMember(t);
    await submitted(stranger, 'insurance', '赵六');
    expect((await lastPerson(stranger))?.data.nameCn).toBe('赵六');
    expect((await lastPerson(customer))?.data.nameCn).toBe('王五');
  });

  it('needs a member session: none, or a staff bearer token, is 401', async () => {
    expect((await t.call('policyholder/LastPerson', {})).code).toBe(401);
    const operator = await loggedInStaff(t, 'operator');
    const res = await t.call('policyholder/LastPerson', {}, { token: operator.token });
    expect(res.code).toBe(401);
    expect(res.data).toBeNull();
  });
});
