import { useMutation } from '@tanstack/react-query';
import type { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';
import { saveSession } from '../../../lib/storage';
import { loadAccountContract } from './account-contract';

export type MessageLoginInput = CallRequest<typeof accountCalls.codeLogin>;

/**
 * SPEC's "message login": policyholder/CodeLogin with the e-mail code of transactionType login
 * (or the token user/checkEmailCode gave for it); on success the session is stored as Login does.
 */
export async function messageLogin(input: MessageLoginInput) {
  const { accountCalls } = await loadAccountContract();
  const data = await call(accountCalls.codeLogin, input);
  saveSession({ token: data.token, userId: data.member.id, name: data.member.name });
  return data;
}

export function useMessageLogin() {
  return useMutation({ mutationFn: messageLogin });
}
