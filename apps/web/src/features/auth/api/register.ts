import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';

export type RegisterInput = CallRequest<typeof accountCalls.register>;

/** policyholder/Register (SPEC §7 mobileRegister). */
export async function mobileRegister(input: RegisterInput) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.register, input);
}

export function useRegister() {
  return useMutation({ mutationFn: mobileRegister });
}
