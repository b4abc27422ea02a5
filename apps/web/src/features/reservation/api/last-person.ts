import { queryOptions } from '@tanstack/react-query';
import { profileEndpoints } from '@app/contract/calls/endpoints';
import { call } from '../../../lib/request';
import { reservationKeys } from './reservation-keys';

/**
 * policyholder/LastPerson: the policyholder or customer of the member's last submitted
 * reservation, or null. Asked afresh each time it is picked: a reservation submitted a minute
 * ago is the one to offer.
 */
export const lastPersonQueryOptions = () =>
  queryOptions({
    queryKey: reservationKeys.lastPerson(),
    queryFn: ({ signal }) => call(profileEndpoints.lastPerson, {}, { signal }),
    staleTime: 0,
  });
