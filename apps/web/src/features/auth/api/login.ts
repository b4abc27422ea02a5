import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { saveSession } from '../../../lib/storage';
import { loadAccountContract } from './account-contract';

export type LoginInput = CallRequest<typeof accountCalls.login>;

/** policyholder/Login (SPEC §7 mobileLogin); on success the session of SPEC §3 is stored. */
export async function mobileLogin(input: LoginInput) {
  const { accountCalls } = await loadAccountContract();
  const data = await call(accountCalls.login, input);
  const { member } = data;
  saveSession({ token: data.token, userId: member.id, name: member.name, emplid: member.emplid });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: mobileLogin });
}
