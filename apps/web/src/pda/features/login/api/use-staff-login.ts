import { useMutation } from '@tanstack/react-query';
import { encryptPassword } from '../../../lib/rsa';
import { fetchPublicKey, staffLogin } from '../../../lib/staff-calls';
import { saveStaffLogin } from '../../../lib/staff-session';
import type { LoginForm } from './login-form';

/**
 * pda/site/login: the site's public key first (asked each time: the server may have rotated it),
 * the password encrypted in the browser with it, then the tokens and profile stored.
 */
export async function logIn({ username, password }: LoginForm) {
  const { publicKey } = await fetchPublicKey();
  const answer = await staffLogin(username, await encryptPassword(publicKey, password));
  saveStaffLogin(answer);
  return answer.staff;
}

export function useStaffLogin() {
  return useMutation({ mutationFn: logIn });
}
