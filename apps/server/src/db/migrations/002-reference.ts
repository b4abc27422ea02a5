import type { Kysely } from 'kysely';

/** Reference data tables; their rows are seeded by 005-reference-seed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enum_options')
    .addColumn('enum_name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enum_options_pk', ['enum_name', 'value'])
    .execute();
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('banks')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('swift', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('insurers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('insurer_code', 'text', (c) => c.notNull().references('insurers.code'))
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();
}
