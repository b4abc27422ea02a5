import type { Language } from '@app/contract/codes';
import type { AdminReference } from '@app/contract/admin/api/reference';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/app-error.ts';
import {
  banksInOrder,
  currenciesInOrder,
  namedColumns,
  referenceName,
  type ReferenceNames,
} from '../../db/reference-names.ts';

/**
 * DESIGN.md "Reservations the member owns, what is due, reference data": staff writes of insurer,
 * product, currency and bank take codes of the reference lists only; anything else is refused on
 * its field (400) with a message that says to pick from the list. The console picks from
 * GET /admin/reference, names in the reader's language with their codes.
 */
export type ReferenceKind = 'insurer' | 'product' | 'currency' | 'bank';

const table = {
  insurer: 'insurers',
  product: 'products',
  currency: 'currencies',
  bank: 'banks',
} as const;

const message: Record<ReferenceKind, string> = {
  insurer: 'admin.referenceInsurer',
  product: 'admin.referenceProduct',
  currency: 'admin.referenceCurrency',
  bank: 'admin.referenceBank',
};

async function exists(db: Db, kind: ReferenceKind, code: string): Promise<boolean> {
  const row = await db
    .selectFrom(table[kind])
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Checks the fields given (undefined and null are left alone: absent, or cleared), answering
 * every wrong one at once. A product must be one of the business's insurer when one is known.
 */
export async function ensureReferenceCodes(
  db: Db,
  fields: Record<string, { kind: ReferenceKind; value: string | null | undefined }>,
  insurer?: string | null,
): Promise<void> {
  const problems: Record<string, string> = {};
  for (const [field, { kind, value }] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (!(await exists(db, kind, value))) problems[field] = message[kind];
    else if (kind === 'product' && insurer) {
      const product = await db
        .selectFrom('products')
        .select('insurer_code')
        .where('code', '=', value)
        .executeTakeFirstOrThrow();
      if (product.insurer_code !== insurer) problems[field] = 'admin.productOfOtherInsurer';
    }
  }
  const first = Object.keys(problems)[0];
  if (first !== undefined) throw invalid(problems, problems[first]);
}

/** The lists the console picks from, names in the caller's language, codes alongside. */
export async function adminReference(db: Db, lang: Language): Promise<AdminReference> {
  const name = (row: ReferenceNames) => referenceName(lang, row);
  const [insurers, products, currencies, banks] = await Promise.all([
    db.selectFrom('insurers').select(namedColumns).orderBy('code').execute(),
    db
      .selectFrom('products')
      .select([...namedColumns, 'insurer_code', 'product_type'])
      .orderBy('insurer_code')
      .orderBy('code')
      .execute(),
    currenciesInOrder(db).execute(),
    banksInOrder(db).execute(),
  ]);
  return {
    insurers: insurers.map((r) => ({ code: r.code, name: name(r) })),
    products: products.map((r) => ({
      code: r.code,
      name: name(r),
      insurerCode: r.insurer_code,
      productType: r.product_type,
    })),
    currencies: currencies.map((r) => ({ code: r.code, name: name(r) })),
    banks: banks.map((r) => ({ code: r.code, name: name(r), swift: r.swift })),
  };
}
