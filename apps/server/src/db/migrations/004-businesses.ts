import type { Kysely } from 'kysely';

const optionalText = [
  'policy_no',
  'insurer',
  'product_name',
  'currency',
  'sum_insured',
  'exchange_rate',
  'annual_premium',
  'levy',
  'payment_period',
  'contribution_period',
  'next_payment_date',
  'effective_date',
  'cooling_off_expiry',
  'salesperson',
  'channel_partner',
  'advisory_fee',
  'advisory_fee_currency',
  'dda_status',
  'source_of_funds',
  'remarks',
  'investment_amount',
  'investment_currency',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('businesses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) => c.unique().references('appointments.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull());
  for (const column of optionalText) table = table.addColumn(column, 'text');
  await table
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_members')
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_members_pk', ['member_id', 'business_id'])
    .execute();
  // The list query: a member's businesses, newest first, keyset-paged.
  await db.schema
    .createIndex('business_members_list')
    .on('business_members')
    .columns(['member_id', 'created_at', 'business_id'])
    .execute();

  await db.schema
    .createTable('payment_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('fee_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('payment_no', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_records_business')
    .on('payment_records')
    .columns(['business_id', 'payment_date'])
    .execute();

  await db.schema
    .createTable('business_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_documents_business')
    .on('business_documents')
    .column('business_id')
    .execute();

  await db.schema
    .createTable('status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('status_changes_business')
    .on('status_changes')
    .columns(['business_id', 'at'])
    .execute();
}
