import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@app/contract/calls/endpoints';
import { queryClient } from '../../../lib/query-client';
import { call } from '../../../lib/request';
import { clearSession } from '../../../lib/storage';

/**
 * policyholder/Logout revokes the token on the server. The local session ends whatever the answer:
 * a member who asked to leave must not stay logged in because the network failed.
 */
export async function logout(): Promise<void> {
  try {
    await call(accountEndpoints.logout, {}, { loading: true });
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
