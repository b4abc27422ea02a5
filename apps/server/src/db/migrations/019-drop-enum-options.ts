import type { Kysely } from 'kysely';

/**
 * The enumerations are served from the contract's tables (packages/contract/src/enums.ts), not
 * from the database (issue 35): a new value is one line there, with no migration. The table 002
 * made and 005 seeded goes; nothing else read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enum_options').execute();
}
