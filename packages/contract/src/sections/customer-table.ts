import type { ProductType } from '../enums.ts';
import { contactRows, identityRows } from './identity-table.ts';
import type { FieldRow } from './meta.ts';

/** Section `customer` (education, immigration, real estate, trust, investment): FIELDS.md. */

/** Only the education and immigration forms ask about children. */
export const CHILDREN_PRODUCTS: readonly ProductType[] = ['education', 'immigration'];

export const customerRows: readonly FieldRow<ProductType>[] = [
  ...identityRows,
  ...contactRows,
  {
    key: 'childrenCount',
    kind: 'int',
    zh: '子女数目',
    en: 'Number of children',
    range: [0, 20],
    required: false,
    onlyFor: CHILDREN_PRODUCTS,
  },
  { key: 'annualIncome', kind: 'money', zh: '年收入', en: 'Annual income' },
];
