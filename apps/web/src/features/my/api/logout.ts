import { useMutation } from '@tanstack/react-query';
import { accountCalls } from '@app/contract/calls/account';
import { queryClient } from '../../../lib/query-client';
import { call } from '../../../lib/request';
import { clearSession } from '../../../lib/storage';

/**
 * policyholder/Logout revokes the token on the server. The local session ends whatever the answer:
 * a member who asked to leave must not stay logged in because the network failed.
 */
export async function logout(): Promise<void> {
  try {
    await call(accountCalls.logout, {}, { loading: true });
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
