import { remittanceEndpoints } from '@app/contract/calls/endpoints';
import type { RequestOf } from '@app/contract/calls/types';
import type { CallOptions } from '../../../lib/request';
import { call } from '../../../lib/request';

/**
 * SPEC §7's named helpers of the money area, thin over the request layer (zod-free endpoints:
 * the server validates; the remittance form validates with the contract's schema itself).
 */
type Req<K extends keyof typeof remittanceEndpoints> = RequestOf<(typeof remittanceEndpoints)[K]>;

/** payee: the official accounts to pay a business's premium to. */
export const payee = (input: Req<'payees'>, options?: CallOptions) =>
  call(remittanceEndpoints.payees, input, options);

/** remittance list: the member's remittance notices, newest first. */
export const remittanceList = (input: Req<'list'>, options?: CallOptions) =>
  call(remittanceEndpoints.list, input, options);

/** remittance/create: a remittance notice with its slip. */
export const createRemittance = (input: Req<'create'>, options?: CallOptions) =>
  call(remittanceEndpoints.create, input, options);

/** account details: the member's bank accounts, masked (pageNum 1, pageSize 200 by default). */
export const accountDetails = (input: Req<'accountDetails'>, options?: CallOptions) =>
  call(remittanceEndpoints.accountDetails, input, options);

/** userBlotter: payments and remittances, newest first, with totals per currency. */
export const userBlotter = (input: Req<'userBlotter'>, options?: CallOptions) =>
  call(remittanceEndpoints.userBlotter, input, options);

/** dictionary: bank SWIFT codes or currencies as {code, label, extra}. */
export const dictionary = (input: Req<'dictionary'>, options?: CallOptions) =>
  call(remittanceEndpoints.dictionary, input, options);
