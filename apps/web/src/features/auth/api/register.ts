import { useMutation } from '@tanstack/react-query';
import { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';

export type RegisterInput = CallRequest<typeof accountCalls.register>;

export function useRegister() {
  return useMutation({ mutationFn: (input: RegisterInput) => call(accountCalls.register, input) });
}
