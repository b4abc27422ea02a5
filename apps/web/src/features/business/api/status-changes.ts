import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { byIdQuery } from './by-id-query';

const statusChanges = byIdQuery(businessEndpoints.statusChanges, businessKeys.statusChanges);

export const statusChangesQueryOptions = statusChanges.options;

/** insuranceservice/getstatuschange: a business's history, {from, to, at, note} per step. */
export const useStatusChanges = statusChanges.useById;
