import type { Config, FileStoreConfig, S3Settings } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { StorageBackend } from './backend.ts';
import { diskBackend } from './disk-backend.ts';
import { FileStore } from './file-store.ts';
import type { s3Backend } from './s3-backend.ts';

export type StoreConfig = Pick<Config, 'dataDir' | 'fileStore'>;

type S3Backend = Awaited<ReturnType<typeof s3Backend>>;

/** The S3 backend, its module (and the AWS SDK) loaded by the first call that needs it. */
function lazyS3(config: S3Settings): StorageBackend {
  let loading: Promise<S3Backend> | undefined;
  let loaded: S3Backend | undefined;
  const backend = () =>
    (loading ??= import('./s3-backend.ts')
      .then(({ s3Backend }) => s3Backend(config))
      .then((made) => (loaded = made)));
  return {
    kind: 's3',
    write: async (key, body) => (await backend()).write(key, body),
    read: async (key, range) => (await backend()).read(key, range),
    signedUrl: async (key) => (await backend()).signedUrl(key),
    remove: async (key) => (await backend()).remove(key),
    stat: async (key) => (await backend()).stat(key),
    async *list(prefix) {
      yield* (await backend()).list(prefix);
    },
    check: async () => (await backend()).check(),
    close: () => loaded?.close?.(),
  };
}

/** The backend of these settings: DATA_DIR's folders, or the bucket (files:copy, restore). */
export function backendOf(fileStore: FileStoreConfig, dataDir: string): StorageBackend {
  return fileStore.kind === 's3' ? lazyS3(fileStore) : diskBackend(dataDir);
}

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
    store = new FileStore(backendOf(config.fileStore, config.dataDir), db);
    stores.set(id, store);
  }
  return store;
}
