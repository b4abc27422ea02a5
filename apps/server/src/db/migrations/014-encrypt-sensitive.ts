import type { Kysely } from 'kysely';
import { rewriteStored } from '../../crypto/encrypt-stored.ts';
import type { Db } from '../database.ts';

/**
 * Encrypts the sensitive numbers already stored (section JSON, family members' ID numbers) under
 * the data key migrateToLatest configured. Values already 'enc:' are left as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteStored(db as unknown as Db, 'seal');
}
