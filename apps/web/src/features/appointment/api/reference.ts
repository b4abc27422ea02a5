import { useQuery } from '@tanstack/react-query';
import type { Bank, CommonEnums } from '@app/contract/calls/reference';
import { call } from '../../../lib/request';
import { loadAppointmentContract } from './appointment-contract';

/** insuranceservice/getinscommonenum: every enumeration's options in the member's language. */
export async function fetchCommonEnums(signal: AbortSignal): Promise<CommonEnums> {
  const { referenceCalls } = await loadAppointmentContract();
  return call(referenceCalls.commonEnums, {}, { signal });
}

export function useCommonEnums(lang: string) {
  return useQuery({
    queryKey: ['reference', 'enums', lang],
    queryFn: ({ signal }) => fetchCommonEnums(signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** insuranceservice/getbanklist: {code, name, swift}; choosing a bank fills name and SWIFT. */
export async function fetchBanks(signal: AbortSignal): Promise<Bank[]> {
  const { referenceCalls } = await loadAppointmentContract();
  return call(referenceCalls.banks, {}, { signal });
}

export function useBanks(enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'banks'],
    queryFn: ({ signal }) => fetchBanks(signal),
    staleTime: 60 * 60 * 1000,
    enabled,
    retry: false,
  });
}
