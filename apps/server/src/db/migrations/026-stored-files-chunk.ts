import type { Kysely } from 'kysely';

/**
 * The plain bytes per chunk each stored file was sealed in (storage/sealed.ts, D102): files sealed
 * from now on in chunks of 256 KiB, those sealed before in 64 KiB, which their rows are given here.
 * A range is found from the row without reading the object's header first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stored_files')
    .addColumn('chunk', 'integer', (c) => c.notNull().defaultTo(64 * 1024))
    .execute();
}
