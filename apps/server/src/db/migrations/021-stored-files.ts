import type { Kysely } from 'kysely';

/**
 * Every stored file's seal (storage/sealed.ts, issue 38): its own AES-256-GCM data key, wrapped by
 * DATA_KEY ('enc:v1:<keyId>:…', crypto/data-key.ts, so `data:reencrypt` rewraps it without
 * rewriting the file), the nonces' prefix, and the plain bytes' size and SHA-256 (backups and
 * copies check against it). A file without a row was stored before this migration, in plain
 * bytes, until `npm run admin -- files:encrypt` seals it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    // 'uploads' or 'documents', and the storage name of the upload's or document's row.
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('wrapped_key', 'text', (c) => c.notNull())
    // base64 of the 7 random bytes that start each chunk's nonce.
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_files_pk', ['area', 'name'])
    .execute();
}
