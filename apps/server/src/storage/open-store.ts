import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { diskBackend } from './disk-backend.ts';
import { FileStore } from './file-store.ts';
import { s3Backend } from './s3-backend.ts';

export type StoreConfig = Pick<Config, 'dataDir' | 'fileStore'>;

/*
 * One store per database, made on first use: the server's routes (app.ctx.files), its jobs and
 * the admin CLI reach the same one from the database and configuration they already hold, as
 * crypto/data-key.ts does for the data keys. Keyed by the database's adapter, shared by its
 * transactions.
 */
const stores = new WeakMap<object, FileStore>();

/** The file store of FILE_STORE (disk under DATA_DIR, or S3) for this database. */
export function fileStoreOf(db: Db, config: StoreConfig): FileStore {
  const id = db.getExecutor().adapter;
  let store = stores.get(id);
  if (!store) {
    const { fileStore } = config;
    const backend = fileStore.kind === 's3' ? s3Backend(fileStore) : diskBackend(config.dataDir);
    store = new FileStore(backend, db);
    stores.set(id, store);
  }
  return store;
}
