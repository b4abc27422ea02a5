import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** DESIGN.md mobileList: a member's mobile number is read with its area code (+86 before it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('area_code', 'text', (c) => c.notNull().defaultTo(sql`'+86'`))
    .execute();
}
