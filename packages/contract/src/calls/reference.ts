import * as z from 'zod';
import { page, pageSize, paged } from './paging.ts';
import { CURRENCY_PAGE_SIZE, MAX_CURRENCY_PAGE_SIZE, referenceRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/** Reference data the forms pick from: enumerations, currencies, banks. */
export { CURRENCY_PAGE_SIZE, MAX_CURRENCY_PAGE_SIZE } from './routes.ts';

export const enumOption = z.object({ value: z.string(), label: z.string() });

/** {enumeration name: options in the caller's language}, e.g. {gender: [{value: 'M', label: '男'}]}. */
export const commonEnums = z.record(z.string(), z.array(enumOption));
export type CommonEnums = z.infer<typeof commonEnums>;

export const currency = z.object({ code: z.string(), name: z.string() });
export type Currency = z.infer<typeof currency>;

export const bank = z.object({ code: z.string(), name: z.string(), swift: z.string() });
export type Bank = z.infer<typeof bank>;

export const currencyListRequest = z.object({
  page,
  size: pageSize(CURRENCY_PAGE_SIZE, MAX_CURRENCY_PAGE_SIZE),
});

const none = z.object({});

export const referenceCalls = {
  commonEnums: {
    ...referenceRoutes.commonEnums,
    request: none,
    response: commonEnums,
  },
  currencies: {
    ...referenceRoutes.currencies,
    request: currencyListRequest,
    response: paged(currency),
  },
  banks: {
    ...referenceRoutes.banks,
    request: none,
    response: z.array(bank),
  },
} as const satisfies Record<string, CallDefinition>;
