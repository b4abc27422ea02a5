import type { Kysely } from 'kysely';

/**
 * DESIGN.md "The member's account area": the official accounts staff keep for premiums (payees,
 * for one insurer or for every one when `insurer` is null) and the members' remittance notices.
 * Money is decimal text, as payment_records keeps it; a confirmed notice names the payment record
 * it added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('swift', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('insurer', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payees_insurer').on('payees').column('insurer').execute();

  await db.schema
    .createTable('remittances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('payee_id', 'text', (c) => c.notNull().references('payees.id'))
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('remit_date', 'text', (c) => c.notNull())
    // One slip, one remittance.
    .addColumn('slip_upload_id', 'text', (c) => c.notNull().unique().references('uploads.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('staff.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('payment_record_id', 'text', (c) =>
      c.references('payment_records.id').onDelete('set null'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remittances_member')
    .on('remittances')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('remittances_status')
    .on('remittances')
    .columns(['status', 'created_at'])
    .execute();
}
