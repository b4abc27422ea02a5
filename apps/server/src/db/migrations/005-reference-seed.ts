import type { Kysely } from 'kysely';
import { enumOptionRows } from './005-enum-options.ts';
import { referenceRows } from './005-reference-data.ts';

/** The shapes as they were when this migration was written; later schema changes do not apply. */
interface SeedSchema {
  enum_options: {
    enum_name: string;
    value: string;
    label_zh: string;
    label_en: string;
    sort: number;
  };
  currencies: { code: string; name_zh: string; name_en: string; sort: number };
  banks: { code: string; name_zh: string; name_en: string; swift: string; sort: number };
  insurers: { code: string; name_zh: string; name_en: string };
  products: {
    code: string;
    insurer_code: string;
    product_type: string;
    name_zh: string;
    name_en: string;
  };
}

/** Keeps every statement well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 100;

async function insertChunked<T extends keyof SeedSchema>(
  db: Kysely<SeedSchema>,
  table: T,
  rows: SeedSchema[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot relate a generic table name to its row type; the rows are typed above.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * Seeds the reference data from the frozen rows beside this file, never from live code: a
 * migration must give the same rows on every database, whenever it runs. An enumeration added or
 * corrected later gets its rows from a later migration.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<SeedSchema>;
  const { currencies, banks, insurers, products } = referenceRows();
  const options = Object.entries(enumOptionRows()).flatMap(([name, entries]) =>
    entries.map(([value, zh, en], sort) => ({
      enum_name: name,
      value,
      label_zh: zh,
      label_en: en,
      sort,
    })),
  );
  await insertChunked(db, 'enum_options', options);
  await insertChunked(
    db,
    'currencies',
    currencies.map(([code, zh, en], sort) => ({ code, name_zh: zh, name_en: en, sort })),
  );
  await insertChunked(
    db,
    'banks',
    banks.map(([code, zh, en, swift], sort) => ({
      code,
      name_zh: zh,
      name_en: en,
      swift,
      sort,
    })),
  );
  await insertChunked(
    db,
    'insurers',
    insurers.map(([code, zh, en]) => ({ code, name_zh: zh, name_en: en })),
  );
  await insertChunked(
    db,
    'products',
    products.map(([code, insurer, productType, zh, en]) => ({
      code,
      insurer_code: insurer,
      product_type: productType,
      name_zh: zh,
      name_en: en,
    })),
  );
}
