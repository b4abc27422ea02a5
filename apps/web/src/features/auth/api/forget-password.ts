import { useMutation } from '@tanstack/react-query';
import { accountCalls } from '@app/contract/calls/account';
import type { CallRequest } from '@app/contract/calls/types';
import { call } from '../../../lib/request';

export type ForgetPasswordInput = CallRequest<typeof accountCalls.forgetPassword>;

export function useForgetPassword() {
  return useMutation({
    mutationFn: (input: ForgetPasswordInput) => call(accountCalls.forgetPassword, input),
  });
}
