import type { Kysely } from 'kysely';

/**
 * What the member read and agreed to when submitting (issue 13, DESIGN.md "Declarations,
 * signatures and the application record"): one JSON text per reservation, {pics, declarations,
 * consents, lang, at, ip}, written by the submit that sends it (a resubmit after changes writes
 * its own). Null for reservations submitted before declarations existed, and while open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('declarations', 'text').execute();
}
