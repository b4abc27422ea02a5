// The server modules bench/storage.mjs uses, loaded through one tsx import so they share one
// module graph (the data keys' registry in crypto/data-key.ts is module state).
export { openDatabase } from '../apps/server/src/db/database.ts';
export { migrateToLatest } from '../apps/server/src/db/migrate.ts';
export { FileStore } from '../apps/server/src/storage/file-store.ts';
export { diskBackend } from '../apps/server/src/storage/disk-backend.ts';
export { s3Backend } from '../apps/server/src/storage/s3-backend.ts';
export { CHUNK, newFileKey, seal, sealedSpan, unseal } from '../apps/server/src/storage/sealed.ts';
export { buildApp } from '../apps/server/src/app.ts';
export { loadConfig } from '../apps/server/src/config.ts';
export { createSession } from '../apps/server/src/sessions/session-store.ts';
