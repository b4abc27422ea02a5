import type { Kysely } from 'kysely';

/**
 * A desk's work (issue 37 point 4): who on the staff looks after a reservation or a business
 * (null: nobody yet), and the staff's internal notes on a member, a reservation or a business,
 * which no member call ever reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['appointments', 'businesses']) {
    // No foreign key: staff are disabled, never deleted, and SQLite cannot add one to a table.
    await db.schema.alterTable(table).addColumn('assignee_id', 'text').execute();
    await db.schema.createIndex(`${table}_assignee`).on(table).column('assignee_id').execute();
  }
  await db.schema
    .createTable('staff_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'member' | 'appointment' | 'business', and that object's id (never a reservation's token).
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    // Null for ADMIN_TOKEN; the name as it was then, so a note reads the same after a rename.
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_notes_object')
    .on('staff_notes')
    .columns(['object_type', 'object_id', 'created_at'])
    .execute();
}
