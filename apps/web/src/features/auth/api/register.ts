import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';

export type RegisterInput = CallRequest<typeof accountCalls.register>;

export async function register(input: RegisterInput) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.register, input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
