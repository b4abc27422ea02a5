import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { appointmentKeys } from './appointment-keys';

/**
 * policyholder/LastPerson: the policyholder or customer of the member's last submitted
 * reservation, or null. Asked afresh each time a person section offers it: a reservation
 * submitted a minute ago is the one to offer.
 */
export function useLastPerson(enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.lastPerson(),
    queryFn: ({ signal }) => call(profileEndpoints.lastPerson, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}
