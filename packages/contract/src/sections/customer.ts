import * as z from 'zod';
import type { ProductType } from '../enums.ts';
import { CHILDREN_PRODUCTS, customerRows } from './customer-table.ts';
import { always, shapeOf } from './field-schema.ts';
import { checkIdentity } from './identity.ts';
import { rowsFor } from './meta.ts';
import type { SectionData } from './products.ts';

/** Section `customer`: the table is customer-table.ts. */
export interface CustomerOptions {
  productType: ProductType;
  today: string;
}

/** Only the education and immigration forms ask about children (FIELDS.md). */
export const asksChildren = (productType: ProductType): boolean =>
  CHILDREN_PRODUCTS.includes(productType);

export type CustomerData = SectionData;

export function customerSchema({ productType, today }: CustomerOptions) {
  return z
    .object(shapeOf(rowsFor(customerRows, productType), { today }))
    .superRefine(checkIdentity, always);
}
