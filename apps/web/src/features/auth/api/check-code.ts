import { DEFAULT_ACC_TYPE } from '@app/contract/constants';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';
import type { TransactionType } from './send-code';

/**
 * user/checkEmailCode (SPEC §7): `{code: '00', token}` when the code is right, else
 * `{code: '01', error}`; the token then stands in for the code once.
 */
export async function checkEmailCode(
  email: string,
  code: string,
  transactionType: TransactionType,
) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.checkEmailCode, {
    accountNo: email,
    code,
    transactionType,
    accType: DEFAULT_ACC_TYPE,
  });
}
