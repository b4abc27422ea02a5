import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import type { CallOptions } from '../../../lib/request';
import { byIdQuery } from './by-id-query';

/** insuranceservice/getstatuschange (SPEC §7 businessState): {from, to, at, note} per step. */
export const businessState = (id: string, options: CallOptions = {}) =>
  call(businessEndpoints.statusChanges, { id }, options);

const statusChanges = byIdQuery(businessState, businessKeys.statusChanges);

export const statusChangesQueryOptions = statusChanges.options;

export const useStatusChanges = statusChanges.useById;
