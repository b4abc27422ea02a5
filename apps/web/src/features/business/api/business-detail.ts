import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { byIdQuery } from './by-id-query';

const detail = byIdQuery(businessEndpoints.detail, businessKeys.detail);

export const businessDetailQueryOptions = detail.options;

/** insuranceservice/GetSingleInsurance: every field of one business, with its documents. */
export const useBusinessDetail = detail.useById;
