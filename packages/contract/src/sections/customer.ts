import * as z from 'zod';
import type { ProductType } from '../enums.ts';
import { productRules } from '../product-registry.ts';
import { always, shapeOf } from './field-schema.ts';
import { checkIdentity } from './identity.ts';
import { rowsFor } from './meta.ts';
import { sectionTables } from './tables.ts';
import type { SectionData } from './products.ts';

/** Section `customer`: the table is customer-table.ts. */
export interface CustomerOptions {
  productType: ProductType;
  today: string;
}

/** Only the education and immigration forms ask about children (FIELDS.md; the registry says). */
export const asksChildren = (productType: ProductType): boolean =>
  productRules(productType).asksChildren;

export type CustomerData = SectionData;

export function customerSchema({ productType, today }: CustomerOptions) {
  return z
    .object(shapeOf(rowsFor(sectionTables.customer, productType), { today }))
    .superRefine(checkIdentity, always);
}
