import { useMutation } from '@tanstack/react-query';
import { encryptPassword } from '../../../lib/rsa';
import { fetchPublicKey, setStaffPassword } from '../../../lib/staff-calls';

/** pda/site/setPassword: the new password travels encrypted with the site's key, like a login's. */
export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      const { publicKey } = await fetchPublicKey();
      await setStaffPassword(token, await encryptPassword(publicKey, password));
    },
  });
}
