import type { accountCalls } from './account.ts';
import type { businessCalls } from './business.ts';
import type { referenceCalls } from './reference.ts';
import type { EndpointOf } from './types.ts';

/**
 * Zod-free endpoints of the calls that read-only screens make. Only types are imported, so this
 * module costs the client a few bytes; endpoints.test.ts keeps every path, auth and multipart
 * flag equal to its call definition.
 */
type Account = typeof accountCalls;
type Business = typeof businessCalls;
type Reference = typeof referenceCalls;

export const BUSINESS_PAGE_SIZE = 10;
export const MAX_BUSINESS_PAGE_SIZE = 50;

export const accountEndpoints = {
  memberInfo: { path: 'policyholder/MemberInfo', auth: true } as EndpointOf<Account['memberInfo']>,
  logout: { path: 'policyholder/Logout', auth: true } as EndpointOf<Account['logout']>,
};

export const businessEndpoints = {
  list: { path: 'insuranceservice/getbusinessforuser', auth: true } as EndpointOf<Business['list']>,
  detail: { path: 'insuranceservice/GetSingleInsurance', auth: true } as EndpointOf<
    Business['detail']
  >,
  paymentRecords: { path: 'insuranceservice/getpaymentrecords', auth: true } as EndpointOf<
    Business['paymentRecords']
  >,
  paymentRecord: { path: 'insuranceservice/getpaymentrecord', auth: true } as EndpointOf<
    Business['paymentRecord']
  >,
  statusChanges: { path: 'insuranceservice/getstatuschange', auth: true } as EndpointOf<
    Business['statusChanges']
  >,
};

export const referenceEndpoints = {
  commonEnums: { path: 'insuranceservice/getinscommonenum', auth: true } as EndpointOf<
    Reference['commonEnums']
  >,
  currencies: { path: 'insuranceservice/getlibcurrency', auth: true } as EndpointOf<
    Reference['currencies']
  >,
  banks: { path: 'insuranceservice/getbanklist', auth: true } as EndpointOf<Reference['banks']>,
};
