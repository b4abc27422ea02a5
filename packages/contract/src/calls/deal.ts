import * as z from 'zod';
import { enums } from '../enums.ts';
import { dealRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/**
 * user/userDeal: the texts a member reads and accepts (DESIGN.md). `privacy` is the personal
 * information collection statement; `declarations` take the product they are made for.
 */
export const dealKinds = ['agreement', 'privacy', 'declarations'] as const;
export type DealKind = (typeof dealKinds)[number];

export const userDealRequest = z.object({
  kind: z.enum(dealKinds, { error: 'validation.option' }),
  productType: z.enum(enums.productType, { error: 'validation.option' }).optional(),
});

export const userDeal = z.object({ version: z.string(), title: z.string(), body: z.string() });
export type UserDeal = z.infer<typeof userDeal>;

export const dealCalls = {
  userDeal: { ...dealRoutes.userDeal, request: userDealRequest, response: userDeal },
} as const satisfies Record<string, CallDefinition>;
