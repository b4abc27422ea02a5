import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';

export type ForgetPasswordInput = CallRequest<typeof accountCalls.forgetPassword>;

/** policyholder/ForgetPassword (SPEC §7 forgetPw). */
export async function forgetPw(input: ForgetPasswordInput) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.forgetPassword, input);
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPw });
}
