import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailPreferenceEndpoints } from '@app/contract/calls/endpoints';
import type { MailKind } from '@app/contract/calls/mail-preferences';
import { call } from '../../../lib/request';

/** user/mailPreferences: every kind of e-mail and whether the member wants it. */
export function mailPreferences(options: { signal?: AbortSignal } = {}) {
  return call(mailPreferenceEndpoints.mailPreferences, {}, options);
}

/** user/saveMailPreference: one kind on or off; answers the whole list. */
export function saveMailPreference(input: { kind: MailKind; enabled: boolean }) {
  return call(mailPreferenceEndpoints.saveMailPreference, input);
}

export const mailPreferencesKey = ['mail-preferences'] as const;

export const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: mailPreferencesKey,
    queryFn: ({ signal }) => mailPreferences({ signal }),
  });

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}

/** Saves one switch; the list on screen becomes the server's answer. */
export function useSaveMailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreference,
    onSuccess: (list) => client.setQueryData(mailPreferencesKey, list),
  });
}
