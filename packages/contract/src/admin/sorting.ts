import * as z from 'zod';

/**
 * Every back-office list takes `sort` (one of its columns, by the name its rows answer with) and
 * `order` (`asc`, `desc`) beside its filters (DESIGN.md "The console's lists and exports"); its
 * export takes them too and keeps that order. Without `sort` a list keeps its own order (newest
 * first, mostly); `order` alone changes nothing. Ties, and rows without the value (last either
 * way), keep the list's own order, so pages never overlap.
 */
export const sortColumns = {
  reservations: [
    'createdAt',
    'submittedAt',
    'status',
    'review',
    'productType',
    'orderNo',
    'memberName',
  ],
  audit: ['at', 'action', 'objectType', 'actor'],
  businesses: [
    'updatedAt',
    'orderNo',
    'policyNo',
    'status',
    'productType',
    'insurer',
    'productName',
    'memberName',
  ],
  members: ['createdAt', 'name', 'email', 'mobile'],
  notices: ['createdAt', 'kind'],
  payees: ['createdAt', 'name', 'bankName', 'currency', 'insurer'],
  remittances: ['createdAt', 'status', 'orderNo', 'amount', 'currency', 'remitDate', 'decidedAt'],
  staff: ['createdAt', 'name', 'email', 'role'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type SortedList = keyof typeof sortColumns;
export type SortColumn<L extends SortedList> = (typeof sortColumns)[L][number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The query fields of a list's sorting, to spread into its query schema. */
export function sorting<L extends SortedList>(list: L) {
  return {
    sort: z.enum(sortColumns[list], { error: 'validation.option' }).optional(),
    order: z.enum(sortOrders, { error: 'validation.option' }).optional(),
  };
}

/** What a list's read takes of the query: the column asked for and its direction. */
export interface Sorting {
  sort?: string | undefined;
  order?: SortOrder | undefined;
}
