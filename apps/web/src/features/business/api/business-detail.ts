import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import type { CallOptions } from '../../../lib/request';
import { byIdQuery } from './by-id-query';

/** insuranceservice/GetSingleInsurance (SPEC §7 businessDetails): one business, with documents. */
export const businessDetails = (id: string, options: CallOptions = {}) =>
  call(businessEndpoints.detail, { id }, options);

const detail = byIdQuery(businessDetails, businessKeys.detail);

export const businessDetailQueryOptions = detail.options;

export const useBusinessDetail = detail.useById;
