import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { call } from '../../../lib/request';
import type { CallOptions } from '../../../lib/request';
import { byIdQuery } from './by-id-query';

/** insuranceservice/getpaymentrecord: one payment. */
export const paymentRecord = (id: string, options: CallOptions = {}) =>
  call(businessEndpoints.paymentRecord, { id }, options);

const record = byIdQuery(paymentRecord, businessKeys.payment);

export const paymentRecordQueryOptions = record.options;

export const usePaymentRecord = record.useById;
