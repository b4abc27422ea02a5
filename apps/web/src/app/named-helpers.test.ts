import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import { verifySign } from '@app/contract/sign';
import { demoMember, fakeServer } from '../../test/server';
import { bankList } from '../api/reference';
import { mobileLogin } from '../features/auth/api/login';
import { mobileRegister } from '../features/auth/api/register';
import { forgetPw } from '../features/auth/api/forget-password';
import { getEmailCode } from '../features/auth/api/send-code';
import { businessDetails } from '../features/business/api/business-detail';
import { businessQuery } from '../features/business/api/business-list';
import { businessState } from '../features/business/api/status-changes';

const business = { id: 'b1' };
const answers: Record<string, unknown> = {
  'policyholder/Login': { token: 'member-1', member: demoMember },
  'policyholder/Register': demoMember,
  'user/mailcode': null,
  'policyholder/ForgetPassword': null,
  'insuranceservice/getbusinessforuser': { list: [], total: 0, page: 1, size: 10 },
  'insuranceservice/GetSingleInsurance': business,
  'insuranceservice/getstatuschange': [],
  'insuranceservice/getbanklist': [{ code: '004', name: 'HSBC', swift: 'HSBCHKHHHKH' }],
};

/** SPEC §7's named helpers, each a thin export over the request layer. */
describe('the named helpers of SPEC §7', () => {
  it('call their paths with signed bodies and answer data', async () => {
    const { seen } = fakeServer((path) => ({ code: 200, data: answers[path] ?? null }));
    const password = 'Tr1cky-Otter';
    const email = demoMember.email;
    await expect(mobileLogin({ account: email, password })).resolves.toMatchObject({
      token: 'member-1',
    });
    await expect(
      mobileRegister({
        name: 'Chan',
        mobile: '13912345678',
        email,
        code: '123456',
        password,
        agreementVersion: AGREEMENT_VERSION,
      }),
    ).resolves.toEqual(demoMember);
    await expect(getEmailCode(email, 'forget')).resolves.toBeNull();
    await expect(forgetPw({ email, code: '123456', password })).resolves.toBeNull();
    await expect(businessQuery({ page: 1, size: 10 })).resolves.toMatchObject({ total: 0 });
    await expect(businessDetails('b1')).resolves.toEqual(business);
    await expect(businessState('b1')).resolves.toEqual([]);
    await expect(bankList()).resolves.toHaveLength(1);

    expect(seen.map((request) => request.path)).toEqual(Object.keys(answers));
    for (const request of seen) expect(verifySign(request.fields, 'test-secret')).toBe(true);
    expect(seen[2]!.fields).toMatchObject({ accountNo: email, transactionType: 'forget' });
    expect(seen[5]!.fields.id).toBe('b1');
  });
});
