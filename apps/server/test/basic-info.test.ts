import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_CN_ID } from '@app/contract/testing/fixtures';
import { createReservation, fillReservation, submit } from './reservation-helpers.ts';
import { addMember } from './business-fixtures.ts';
import type { Member } from './reservation-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** user/basicInfo: SPEC §3's fields from the member and their latest submitted reservation. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const basicInfo = async (member: Member) => {
  const res = await t.call('user/basicInfo', {}, { token: member.token });
  expect(res.code, res.msg).toBe(200);
  return res.data as Record<string, string>;
};

describe('user/basicInfo', () => {
  it("answers the member's own fields before any reservation", async () => {
    const member = await addMember(t);
    const info = await basicInfo(member);
    expect(info).toMatchObject({
      accountNo: member.id,
      customerType: 'I',
      customerName: 'Test Member',
      fullName: 'Test Member',
      mobile: '+86 13800138000',
      telephone: '+86 13800138000',
      email: member.email,
      loginEmail: member.email,
      country: '',
      nationalId: '',
      passportNo: '',
      bankAccountNo: '',
      cfoEmial: '',
      addressLine1: '',
    });
  });

  it('reads the applicant of the latest submitted reservation, numbers masked', async () => {
    const member = await addMember(t);
    const first = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, first, 'insurance');
    expect((await submit(t, member, first)).code).toBe(200);
    let info = await basicInfo(member);
    expect(info).toMatchObject({
      customerName: '陈大文',
      fullName: 'Chan Tai Man',
      lastName: 'Chan',
      firstName: 'Tai Man',
      uniqueIdName: 'cnId',
      nationalId: `${'*'.repeat(VALID_CN_ID.length - 4)}${VALID_CN_ID.slice(-4)}`,
      passportNo: '',
      country: 'CN',
      email: 'chan.taiman@example.com',
      loginEmail: member.email,
      telephone: '+852 2123-4567',
      addressLine1: '香港中环皇后大道中 1 号',
      addressLine2: '香港九龙尖沙咀广东道 5 号',
      addressLine3: '999077',
    });
    expect(JSON.stringify(info)).not.toContain(VALID_CN_ID);

    // A later reservation, with a passport from Djibouti, replaces it once submitted.
    const second = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, second, 'insurance', (sections) => {
      Object.assign(sections.applicant!, {
        idType: 'passport',
        idNumber: 'P1234567',
        nationality: 'DJ',
      });
    });
    expect((await basicInfo(member)).country).toBe('CN');
    expect((await submit(t, member, second)).code).toBe(200);
    info = await basicInfo(member);
    expect(info).toMatchObject({ country: 'DJ', passportNo: '****4567', nationalId: '' });
  });

  it('reads the customer and bank sections of the other products', async () => {
    const member = await addMember(t);
    const token = await createReservation(t, member, 'education');
    await fillReservation(t, member, token, 'education');
    expect((await submit(t, member, token)).code).toBe(200);
    const info = await basicInfo(member);
    expect(info.fullName).toBe('Chan Tai Man');
    expect(info.bankAccountNo).toBe('**********-001');
  });

  it("never shows another member's answers, and needs a session", async () => {
    const owner = await addMember(t);
    const token = await createReservation(t, owner, 'insurance');
    await fillReservation(t, owner, token, 'insurance');
    await submit(t, owner, token);
    const stranger = await addMember(t);
    expect((await basicInfo(stranger)).customerName).toBe('Test Member');
    expect((await t.call('user/basicInfo', {})).code).toBe(401);
  });
});
