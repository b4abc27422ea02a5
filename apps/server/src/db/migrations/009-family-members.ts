import type { Kysely } from 'kysely';

/**
 * DESIGN.md's sub-user list: the people a member insures, kept with the fields an insured section
 * asks first (contract sections/family-table.ts), so a section fills from one in a tap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('chinese_name', 'text', (c) => c.notNull())
    .addColumn('english_name', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    // ISO date text, as every date is kept.
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('family_members_member')
    .on('family_members')
    .column('member_id')
    .execute();
}
