import type { ProductType } from '../enums.ts';
import { productsWhere } from '../product-registry.ts';
import { contactRows, identityRows } from './identity-table.ts';
import { fieldRow, optional } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Section `customer` (education, immigration, real estate, trust, investment): FIELDS.md. */

/** Only the products whose registry entry says so (education, immigration) ask about children. */
export const CHILDREN_PRODUCTS: readonly ProductType[] = productsWhere(
  (rules) => rules.asksChildren,
);

export const customerRows: readonly FieldRow<ProductType>[] = [
  ...identityRows,
  ...contactRows,
  fieldRow<ProductType>('childrenCount', 'int', '子女数目', '子女數目', 'Number of children', {
    range: [0, 20],
    ...optional,
    onlyFor: CHILDREN_PRODUCTS,
  }),
  fieldRow('annualIncome', 'money', '年收入', '年收入', 'Annual income'),
];
