import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints } from '@app/contract/calls/endpoints';
import { noticeKeys } from '../../../api/unread-notices';
import { call } from '../../../lib/request';

/** SPEC's "notice" helper, its second half: one message read, or all of them ({all: 1}). */
export function readNotice(input: { id: string } | { all: 1 }) {
  return call(noticeEndpoints.readNotice, input);
}

/** Reading updates the list and every unread count on screen (tab bar, personal centre). */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
