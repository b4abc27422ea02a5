import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('filler_id', 'text', (c) => c.references('members.id'))
    .addColumn('business_id', 'text')
    .addColumn('invited_email', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('appointments_creator')
    .on('appointments')
    .column('creator_id')
    .execute();
  await db.schema
    .createIndex('appointments_status')
    .on('appointments')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('appointment_sections')
    .addColumn('appointment_id', 'text', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_sections_pk', ['appointment_id', 'section'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('appointment_id', 'text', (c) => c.references('appointments.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_member').on('uploads').column('member_id').execute();
  await db.schema
    .createIndex('uploads_appointment')
    .on('uploads')
    .column('appointment_id')
    .execute();
}
