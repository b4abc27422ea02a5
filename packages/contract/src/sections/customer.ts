import * as z from 'zod';
import type { ProductType } from '../enums.ts';
import { moneyText, optionalIntText } from '../fields.ts';
import {
  always,
  checkIdentity,
  contactFields,
  contactShape,
  identityFields,
  identityShape,
} from './identity.ts';
import { field, optional } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/** Section `customer` (education, immigration, real estate, trust, investment). */
export interface CustomerOptions {
  productType: ProductType;
  today: string;
}

/** Only the education and immigration forms ask about children (FIELDS.md). */
export const asksChildren = (productType: ProductType): boolean =>
  productType === 'education' || productType === 'immigration';

const baseShape = (today: string) => ({
  ...identityShape(today),
  ...contactShape,
  annualIncome: moneyText,
});

const withChildren = (today: string) =>
  z
    .object({ ...baseShape(today), childrenCount: optionalIntText(0, 20) })
    .superRefine(checkIdentity, always);
const withoutChildren = (today: string) =>
  z.object(baseShape(today)).superRefine(checkIdentity, always);

export type CustomerData = z.output<ReturnType<typeof withChildren>>;

export function customerSchema({ productType, today }: CustomerOptions) {
  return asksChildren(productType) ? withChildren(today) : withoutChildren(today);
}

export function customerFields(productType: ProductType): FieldMeta[] {
  return [
    ...identityFields,
    ...contactFields,
    ...(asksChildren(productType)
      ? [field('childrenCount', 'int', { maxLength: 2, ...optional })]
      : []),
    field('annualIncome', 'money', { maxLength: 20 }),
  ];
}
