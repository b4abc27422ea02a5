import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { loadAccountContract } from './account-contract';

export type ChangePasswordInput = CallRequest<typeof accountCalls.changePassword>;

/** SPEC's "change login password": the member's other sessions end (code 100 there). */
export async function changePassword(input: ChangePasswordInput) {
  const { accountCalls } = await loadAccountContract();
  return call(accountCalls.changePassword, input, { loading: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
