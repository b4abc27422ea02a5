import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The back office's review of a submitted reservation (issue 10): pending, changes requested
 * (with the note and the reopened sections and upload kinds), or accepted, and by whom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    // 'pending' | 'changesRequested' | 'accepted'; null while the reservation is still open.
    .addColumn('review_status', 'text')
    .execute();
  await db.schema.alterTable('appointments').addColumn('review_note', 'text').execute();
  // JSON text lists of section names and upload kinds; null when no changes are requested.
  await db.schema.alterTable('appointments').addColumn('review_sections', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('review_uploads', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('reviewed_at', 'bigint').execute();
  // The staff member's name as it was then: the review reads the same after a rename.
  await db.schema.alterTable('appointments').addColumn('reviewed_by', 'text').execute();
  // Reservations submitted before reviews existed wait for one like any new submission.
  await sql`update appointments set review_status = 'pending' where status = 'submitted'`.execute(
    db,
  );
  await db.schema
    .createIndex('appointments_review')
    .on('appointments')
    .column('review_status')
    .execute();
}
