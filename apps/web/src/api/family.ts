import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyEndpoints } from '@app/contract/calls/endpoints';
import type { FamilyMember } from '@app/contract/calls/family';
import type { FamilyMemberInput } from '@app/contract/sections/family';
import { retryableImport } from '../lib/lazy-screen';
import { call } from '../lib/request';

/**
 * DESIGN.md's sub-user list (SPEC's helper names): the member's family members. Shared because
 * two features use it: the family screens keep the list, and a reservation's insured section
 * fills from it and offers to add to it.
 */
export const familyKeys = {
  all: ['family'] as const,
  list: () => [...familyKeys.all, 'list'] as const,
};

/** user/subUserList. */
export function subUserList(signal?: AbortSignal): Promise<FamilyMember[]> {
  return call(familyEndpoints.subUserList, {}, signal ? { signal } : {});
}

/**
 * user/saveSubUser: creates one without an id, changes one with it. The call's schema (zod and
 * the person's rules) comes with the contract module, fetched on first use.
 */
export async function saveSubUser(input: FamilyMemberInput): Promise<FamilyMember> {
  const { familyCalls } = await retryableImport(() => import('@app/contract/calls/family'));
  return call(familyCalls.saveSubUser, input, { loading: true });
}

/** user/removeSubUser. */
export function removeSubUser(id: string): Promise<null> {
  return call(familyEndpoints.removeSubUser, { id }, { loading: true });
}

export const familyListQueryOptions = () =>
  queryOptions({
    queryKey: familyKeys.list(),
    queryFn: ({ signal }) => subUserList(signal),
  });

export function useFamilyMembers(enabled = true) {
  return useQuery({ ...familyListQueryOptions(), enabled });
}

export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** How a family member is named on screen: both names when both are given. */
export function familyMemberName(
  person: Partial<Pick<FamilyMember, 'chineseName' | 'englishName'>>,
): string {
  return [person.chineseName, person.englishName].filter(Boolean).join(' ');
}
