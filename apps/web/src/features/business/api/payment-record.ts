import { businessEndpoints } from '@app/contract/calls/endpoints';
import { businessKeys } from '../../../api/business-keys';
import { byIdQuery } from './by-id-query';

const paymentRecord = byIdQuery(businessEndpoints.paymentRecord, businessKeys.payment);

export const paymentRecordQueryOptions = paymentRecord.options;

/** insuranceservice/getpaymentrecord: one payment. */
export const usePaymentRecord = paymentRecord.useById;
