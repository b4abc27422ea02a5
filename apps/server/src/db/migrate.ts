import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import { configureDataKeys, loadDataKeys } from '../crypto/data-key.ts';
import type { DataKeyConfig } from '../crypto/data-key.ts';
import type { Db } from './database.ts';
import { migrations } from './migrations/list.ts';

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies every pending migration; throws with the failing migration's name. Then loads the data
 * keys (DATA_KEY, DATA_KEY_OLD; made once when unset), which 014 and the repositories use.
 */
export async function migrateToLatest(db: Db, keys: DataKeyConfig = {}): Promise<void> {
  configureDataKeys(db, keys);
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  await loadDataKeys(db);
}
