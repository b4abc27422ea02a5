import { useQuery } from '@tanstack/react-query';
import { pdaKeys } from '../../../lib/query-keys';
import { mfaCalls } from '../../../lib/mfa-calls';

export const factorsKey = [...pdaKeys.all, 'mfa', 'factors'] as const;

/** The signed-in staff member's own second factors. */
export function useFactors() {
  return useQuery({ queryKey: factorsKey, queryFn: () => mfaCalls.factors() });
}
