import { useMutation } from '@tanstack/react-query';
import type { transactionTypes } from '@app/contract/calls/account';
import { DEFAULT_ACC_TYPE } from '@app/contract/constants';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';

export type TransactionType = (typeof transactionTypes)[number];

/** user/mailcode (SPEC §7 getEmailCode): the e-mail code for registration or a password reset. */
export async function getEmailCode(email: string, transactionType: TransactionType) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.mailcode, {
    accountNo: email,
    accType: DEFAULT_ACC_TYPE,
    transactionType,
  });
}

export function useSendCode(transactionType: TransactionType) {
  return useMutation({ mutationFn: (email: string) => getEmailCode(email, transactionType) });
}
