import type { Kysely } from 'kysely';

/**
 * An ID document's expiry date (`idExpiry`, optional, on every identity block), copied out of a
 * saved section's data so the console's dashboard and the reservation list can count the
 * documents expiring soon on both databases without opening every section's JSON. Null when the
 * section has none. Sections saved before had no such field: nothing to fill in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointment_sections').addColumn('id_expiry', 'text').execute();
  await db.schema
    .createIndex('appointment_sections_id_expiry')
    .on('appointment_sections')
    .column('id_expiry')
    .execute();
  // A family member's document too: Scan ID fills it on the family form as on a section.
  await db.schema.alterTable('family_members').addColumn('id_expiry', 'text').execute();
}
