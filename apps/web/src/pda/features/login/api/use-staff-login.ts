import { useMutation } from '@tanstack/react-query';
import type { StaffLoginAnswer } from '@app/contract/calls/staff';
import { encryptPassword } from '../../../lib/rsa';
import { fetchPublicKey, staffLogin } from '../../../lib/staff-calls';
import { saveStaffLogin } from '../../../lib/staff-session';
import type { LoginForm } from './login-form';

/**
 * pda/site/login: the site's public key first (asked each time: the server may have rotated it),
 * the password encrypted in the browser with it, then the tokens and profile stored, or the
 * second step the server asks for (a second factor, or enrolling one).
 */
export async function logIn({ username, password }: LoginForm): Promise<StaffLoginAnswer> {
  const { publicKey } = await fetchPublicKey();
  const answer = await staffLogin(username, await encryptPassword(publicKey, password));
  if ('bearer_token' in answer) saveStaffLogin(answer);
  return answer;
}

export function useStaffLogin() {
  return useMutation({ mutationFn: logIn });
}
