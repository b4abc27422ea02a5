import type { Kysely } from 'kysely';

/**
 * What a reservation's sections held when staff last asked for changes (issue 36): the console
 * shows what the member changed since, field by field and file by file. One row per section,
 * replaced by the next request; the sensitive numbers stay encrypted as in appointment_sections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_baselines')
    .addColumn('appointment_id', 'text', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // The request it was taken for (appointments.reviewed_at then).
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_baselines_pk', ['appointment_id', 'section'])
    .execute();
}
